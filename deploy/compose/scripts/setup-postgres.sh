#!/bin/sh
# One shot: create the Temporal and visibility databases and bring their schemas up to date
# (idempotent: `create` fails harmlessly when the database exists).
set -eu
PLUGIN=postgres12
SCHEMA=/etc/temporal/schema/postgresql/v12
until nc -z -w 10 "$POSTGRES_SEEDS" "$DB_PORT"; do sleep 1; done
for db in temporal temporal_visibility; do
  case "$db" in temporal) dir=temporal ;; *) dir=visibility ;; esac
  tool="temporal-sql-tool --plugin $PLUGIN --ep $POSTGRES_SEEDS -u $POSTGRES_USER -p $DB_PORT --db $db"
  $tool create || true
  $tool setup-schema -v 0.0 || true
  $tool update-schema -d "$SCHEMA/$dir/versioned"
done
echo "schema ready"
