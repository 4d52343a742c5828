#!/usr/bin/env bash
# The whole test suite: lint, then pytest against a real Temporal dev server and the other real
# services the fixtures start (Slurm, S3), in four pytest-xdist workers by default
# (TRAINWARDEN_TEST_WORKERS=N for N, 0 for one process). Each worker starts its own dev server;
# tests/scheduling.py keeps the Slurm tests in four groups with a private cluster each and the
# wheel-install tests together, long units first. On this 2-core machine four workers take about
# 12 min of pytest (2026-12-07; docs/benchmarks.md), against about 35-40 serially (docs/testing.md).
# Waits in the tests end on their events; their bounds scale with TRAINWARDEN_TEST_WAIT_SCALE
# (default 2). The type check
# (mypy, scripts/typecheck.py) and the import-direction contracts (import-linter) run inside
# pytest (tests/deploy).
# No reruns: a test that fails under load is a bug in the test (or the product) to fix.
set -euo pipefail
cd "$(dirname "$0")/.."
# Bytecode is written (into __pycache__/, git-ignored): with PYTHONDONTWRITEBYTECODE set (the
# build machine's sessions set it), every Python process the tests start (workers, node agents,
# `warden` commands) compiled the checkout's modules again, about 0.5 s of CPU each.
unset PYTHONDONTWRITEBYTECODE
.venv/bin/ruff check .
WORKERS="${TRAINWARDEN_TEST_WORKERS:-4}"
if [ "$WORKERS" = 0 ]; then
  exec .venv/bin/pytest -q -rfE -p no:cacheprovider "$@"
fi
exec .venv/bin/pytest -q -rfE -p no:cacheprovider -n "$WORKERS" --dist loadgroup "$@"
