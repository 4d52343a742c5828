#!/bin/sh
# Register trainwarden's search attributes (docs/supervision.md) on the worker's namespace, once
# per namespace; idempotent (creates only the missing ones). It runs the temporal CLI that
# install.sh put in the venv with the worker's own connection settings (worker.env):
#
#   setup-search-attributes.sh [ENV_FILE]       default /etc/trainwarden/worker.env
#
# TEMPORAL=/path/to/temporal picks another CLI. On Temporal Cloud, add them with
# `tcld namespace search-attributes add` or the Cloud UI instead.
set -eu
ENV_FILE="${1:-/etc/trainwarden/worker.env}"
TEMPORAL="${TEMPORAL:-/opt/trainwarden/.venv/bin/temporal}"
[ -r "$ENV_FILE" ] || { echo "setup-search-attributes.sh: cannot read $ENV_FILE" >&2; exit 2; }
set -a
. "$ENV_FILE"
set +a
NS="${TEMPORAL_NAMESPACE:-default}"
existing="$("$TEMPORAL" operator search-attribute list -n "$NS" -o json)"
for attr in TrainingJob:Keyword SupervisorState:Keyword LastFailureCategory:Keyword RestartCount:Int; do
  name="${attr%%:*}"
  type="${attr##*:}"
  if printf '%s' "$existing" | grep -q "\"$name\""; then
    echo "$name: already registered"
  else
    "$TEMPORAL" operator search-attribute create -n "$NS" --name "$name" --type "$type"
    echo "$name: created ($type)"
  fi
done
