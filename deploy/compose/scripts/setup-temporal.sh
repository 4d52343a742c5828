#!/bin/sh
# One shot: the namespace and trainwarden's search attributes (docs/supervision.md), with the
# temporal CLI reading the same TEMPORAL_* variables the workers read. Idempotent.
set -eu
NS="${TEMPORAL_NAMESPACE:-default}"
until temporal operator cluster health >/dev/null 2>&1; do sleep 2; done
temporal operator namespace describe -n "$NS" >/dev/null 2>&1 \
  || temporal operator namespace create -n "$NS" --retention "${NAMESPACE_RETENTION:-30d}"
for attr in TrainingJob:Keyword SupervisorState:Keyword LastFailureCategory:Keyword RestartCount:Int; do
  name="${attr%%:*}"
  type="${attr##*:}"
  if ! temporal operator search-attribute list -n "$NS" -o json | grep -q "\"$name\""; then
    temporal operator search-attribute create -n "$NS" --name "$name" --type "$type"
  fi
done
echo "namespace $NS ready"
