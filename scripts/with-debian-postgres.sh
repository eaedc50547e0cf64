#!/usr/bin/env bash
# Usage: with-debian-postgres.sh <postgres bin dir> <command...>
# Starts a throwaway PostgreSQL cluster on a free local port, runs the command
# with DATABASE_URL pointing at it, and always stops the cluster afterwards.
set -euo pipefail
bin=$1; shift
dir=$(mktemp -d /tmp/puente-pg.XXXXXX)
port=$(( 20000 + RANDOM % 20000 ))
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
chown postgres "$dir" 2>/dev/null || true
as_postgres "$bin/initdb" -D "$dir/data" -U postgres -A trust >/dev/null
# A throwaway cluster needs no durability (PostgreSQL's "non-durable settings"): without fsync,
# each test file's copy of the template database skips its flushes (the server suite 90 s, not 104).
as_postgres "$bin/pg_ctl" -D "$dir/data" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" -l "$dir/log" -w start >/dev/null
trap 'as_postgres "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null; rm -rf "$dir"' EXIT
echo "PostgreSQL $("$bin/postgres" --version | awk "{print \$3}") on port $port"
DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" "$@"
