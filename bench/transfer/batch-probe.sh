#!/bin/bash
# Would gathering concurrent transfers into one database call pay? Measures, with pgbench against the transfer bench's
# database (seed it first: npx tsx bench/transfer/run.ts), transfers per second through wallet_transfer:
#   one per transaction (as the server does now), with and without a savepoint, at 8 and 2 connections;
#   8 per transaction (a batch, a savepoint each) at 1, 2 and 4 connections;
# beside pgbench's TPC-B-like rate in the same round. Transfers are counted from the transfers table, and deadlocks
# from pg_stat_database. Usage: bench/transfer/batch-probe.sh [seconds per measure, default 10] [rounds, default 2]
set -euo pipefail
BASE=${BENCH_SERVER_URL:-postgres://onego:onego@127.0.0.1:5432}
DB=$BASE/onego_bench_transfer
PGBENCH=${PGBENCH:-/usr/lib/postgresql/15/bin/pgbench}
SECONDS_EACH=${1:-10}
ROUNDS=${2:-2}
HERE=$(dirname "$0")
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

psql "$DB" -q -v ON_ERROR_STOP=1 -f "$HERE/batch-probe.sql"
echo 'SELECT probe_transfers(1, false);' > "$WORK/one.sql"
echo 'SELECT probe_transfers(1, true);' > "$WORK/one-savepoint.sql"
echo 'SELECT probe_transfers(8, true);' > "$WORK/batch-of-8.sql"

value() { psql "$DB" -Atc "$1"; }
transfers() { value 'select count(*) from transfers'; }
deadlocks() { value "select deadlocks from pg_stat_database where datname = current_database()"; }

measure() { # label, script, connections
  local t0 d0 t1 d1
  t0=$(transfers); d0=$(deadlocks)
  "$PGBENCH" -n -f "$WORK/$2" -c "$3" -j "$(( $3 < 2 ? 1 : 2 ))" -T "$SECONDS_EACH" "$DB" > "$WORK/out" 2>&1
  t1=$(transfers); d1=$(deadlocks)
  printf '%-28s %2s connections: %5s transfers/s, %s deadlocks, %s ms per call\n' "$1" "$3" \
    "$(( (t1 - t0) / SECONDS_EACH ))" "$(( d1 - d0 ))" "$(grep -oP 'latency average = \K[0-9.]+' "$WORK/out")"
}

for round in $(seq "$ROUNDS"); do
  echo "round $round, $(date +%T), load average $(cut -d' ' -f1 /proc/loadavg)"
  echo "pgbench TPC-B-like, 8 connections: $("$PGBENCH" -n -c 8 -j 2 -T "$SECONDS_EACH" "$BASE/onego_pgbench" 2>&1 | grep -oP 'tps = \K[0-9]+') tx/s"
  measure 'one per transaction' one.sql 8
  measure 'one, with a savepoint' one-savepoint.sql 8
  measure 'one per transaction' one.sql 2
  measure 'batch of 8, savepoint each' batch-of-8.sql 1
  measure 'batch of 8, savepoint each' batch-of-8.sql 2
  measure 'batch of 8, savepoint each' batch-of-8.sql 4
done
