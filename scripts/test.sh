#!/usr/bin/env bash
# The whole test suite: lint, then pytest against a real Temporal dev server (started by the
# tests' own session fixture) and the other real services the fixtures start (Slurm, S3).
# No reruns: a test that fails under load is a bug in the test (or the product) to fix.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/ruff check .
exec .venv/bin/pytest -q -rfE -p no:cacheprovider "$@"
