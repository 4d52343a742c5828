#!/usr/bin/env bash
# The whole test suite: lint, then pytest against a real Temporal dev server and the other real
# services the fixtures start (Slurm, S3), in three pytest-xdist workers by default. Each worker
# starts its own dev server; tests/conftest.py keeps a module on one worker, tests/slurm in two
# groups (a private Slurm cluster each) and the wheel-install tests together, long groups first.
# Most tests wait on processes (a simulated cluster, torchrun, Slurm), so three workers overlap
# well on two cores. TRAINWARDEN_TEST_WORKERS=0 runs it in one process; waits in the tests end on
# their events, their bounds scale with TRAINWARDEN_TEST_WAIT_SCALE (default 2). The type check
# (mypy, scripts/typecheck.py) and the import-direction contracts (import-linter) run inside
# pytest (tests/deploy).
# No reruns: a test that fails under load is a bug in the test (or the product) to fix.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/ruff check .
WORKERS="${TRAINWARDEN_TEST_WORKERS:-3}"
if [ "$WORKERS" = 0 ]; then
  exec .venv/bin/pytest -q -rfE -p no:cacheprovider "$@"
fi
exec .venv/bin/pytest -q -rfE -p no:cacheprovider -n "$WORKERS" --dist loadgroup "$@"
