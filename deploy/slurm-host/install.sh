#!/usr/bin/env bash
# Install trainwarden on a Slurm host from its wheel: a virtual environment holding `warden`
# (the worker on a login or service node, the node agent on a compute node) and the `temporal`
# CLI (starting supervisions, setup-search-attributes.sh). No checkout is needed.
#
#   install.sh [-c CONSTRAINTS] [-p PYTHON] WHEEL [VENV]
#
#   WHEEL           trainwarden-X.Y.Z-py3-none-any.whl (or any pip requirement for it)
#   VENV            default /opt/trainwarden/.venv, the path the systemd units run
#   -c CONSTRAINTS  pin every dependency to the versions CI tested: scripts/constraints.txt of
#                   the same release as the wheel (a wheel carries version ranges, not pins).
#                   Without it pip takes the newest versions within the ranges, untested together.
#   -p PYTHON       the interpreter of the venv (3.11 or newer; default python3)
#
# It installs no torch: the worker and the node agent never import it (a training job brings
# its own). The container image installs the same way: scripts/install.sh runtime, with the same
# scripts/constraints.txt, in the Dockerfile (its `slurm` target adds the Slurm client and munge,
# the packages checked for below); the image drops the `temporal` binary, this script keeps it.
# Re-running it with a newer wheel upgrades the venv in place. See docs/deploy-slurm.md.
set -euo pipefail

usage() {
  echo "usage: install.sh [-c CONSTRAINTS] [-p PYTHON] WHEEL [VENV]" >&2
  exit 2
}

CONSTRAINTS=""
PY="python3"
while getopts "c:p:h" opt; do
  case "$opt" in
    c) CONSTRAINTS="$OPTARG" ;;
    p) PY="$OPTARG" ;;
    *) usage ;;
  esac
done
shift $((OPTIND - 1))
[ $# -ge 1 ] && [ $# -le 2 ] || usage
WHEEL="$1"
VENV="${2:-/opt/trainwarden/.venv}"

if [ -n "$CONSTRAINTS" ] && [ ! -f "$CONSTRAINTS" ]; then
  echo "install.sh: constraints file $CONSTRAINTS: not found" >&2
  exit 2
fi
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || {
  echo "install.sh: $PY is older than Python 3.11" >&2
  exit 2
}

test -x "$VENV/bin/python" || "$PY" -m venv "$VENV"
PIP=("$VENV/bin/python" -m pip --disable-pip-version-check)
# a current pip first: the one the venv module bundles resolves the pinned set two to three times
# slower against PyPI's long project pages
"${PIP[@]}" install -q --upgrade pip
if [ -n "$CONSTRAINTS" ]; then
  "${PIP[@]}" install -q -c "$CONSTRAINTS" "$WHEEL"
else
  echo "install.sh: no constraints file (-c): dependency versions are not pinned" >&2
  "${PIP[@]}" install -q "$WHEEL"
fi
"$VENV/bin/warden" --version

# What the worker runs on this host (a compute node running only the node agent needs none).
missing=""
for tool in sbatch squeue sinfo scontrol scancel srun munge; do
  command -v "$tool" >/dev/null 2>&1 || missing="$missing $tool"
done
if [ -n "$missing" ]; then
  echo "install.sh: note: not on PATH here:$missing (a worker host needs the Slurm client" \
    "and munge; Debian/Ubuntu: apt-get install slurm-client munge)" >&2
fi
