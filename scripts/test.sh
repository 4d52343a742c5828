#!/usr/bin/env bash
# The whole test suite: lint, then pytest against a real Temporal dev server (started by the
# tests' own session fixture) and the other real services the fixtures start (Slurm, S3).
# A test that fails is run once more (--reruns 1): on a loaded 2-core machine a few end-to-end
# timings are tight; a rerun is reported as such in the summary, and a second failure fails CI.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/ruff check .
exec .venv/bin/pytest -q -rfER -p no:cacheprovider --reruns 1 --reruns-delay 2 "$@"
