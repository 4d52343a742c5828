#!/usr/bin/env bash
# The whole test suite: lint, then pytest against a real Temporal dev server (started by the
# tests' own session fixture) and the other real services the fixtures start (Slurm, S3), in one
# process. TRAINWARDEN_TEST_WORKERS=2 runs it in two pytest-xdist workers (one dev server each;
# tests/conftest.py keeps a module, all of tests/slurm and the wheel-install tests each on one
# worker): not the default yet, as four tests with tight timing thresholds failed under that
# load on a 2-core machine (see the session note). The import-direction contracts
# (pyproject.toml, import-linter) run inside pytest, on the installed package
# (tests/deploy/test_import_layers.py), and so does mypy on the product code
# (tests/deploy/test_types.py, scripts/typecheck.py).
# No reruns: a test that fails under load is a bug in the test (or the product) to fix.
set -euo pipefail
cd "$(dirname "$0")/.."
.venv/bin/ruff check .
WORKERS="${TRAINWARDEN_TEST_WORKERS:-0}"
if [ "$WORKERS" = 0 ]; then
  exec .venv/bin/pytest -q -rfE -p no:cacheprovider "$@"
fi
exec .venv/bin/pytest -q -rfE -p no:cacheprovider -n "$WORKERS" --dist loadgroup "$@"
