#!/usr/bin/env bash
# The official image's first-start behaviour, in short: an empty PGDATA gets initdb with
# POSTGRES_USER and POSTGRES_PASSWORD, password authentication from any address, POSTGRES_DB,
# and the scripts in /docker-entrypoint-initdb.d; then postgres runs as `postgres` on every interface.
set -Eeuo pipefail

if [ "${1:0:1}" = '-' ]; then
  set -- postgres "$@"
fi
[ "$1" = postgres ] || exec "$@"

export PGDATA="${PGDATA:-/var/lib/postgresql/data}"

if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "${BASH_SOURCE[0]}" "$@"
fi

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  export POSTGRES_USER="${POSTGRES_USER:-postgres}"
  export POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
  auth="${POSTGRES_HOST_AUTH_METHOD:-scram-sha-256}"
  if [ -z "${POSTGRES_PASSWORD:-}" ] && [ "$auth" != trust ]; then
    echo >&2 'Error: the database is uninitialised and POSTGRES_PASSWORD is not set (or set POSTGRES_HOST_AUTH_METHOD=trust).'
    exit 1
  fi
  # shellcheck disable=SC2086 # POSTGRES_INITDB_ARGS is a list of options, as in the official image
  if [ -n "${POSTGRES_PASSWORD:-}" ]; then
    initdb --username="$POSTGRES_USER" --pwfile=<(printf '%s\n' "$POSTGRES_PASSWORD") \
      --encoding=UTF8 --locale=C.UTF-8 ${POSTGRES_INITDB_ARGS:-}
  else
    initdb --username="$POSTGRES_USER" --encoding=UTF8 --locale=C.UTF-8 ${POSTGRES_INITDB_ARGS:-}
  fi
  printf "\nlisten_addresses = '*'\n" >> "$PGDATA/postgresql.conf"
  printf '\nhost all all all %s\n' "$auth" >> "$PGDATA/pg_hba.conf"

  # A private server on the socket only while the database and the init scripts are made.
  pg_ctl -D "$PGDATA" -o "-c listen_addresses='' -p 5432" -w start
  psql=(psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --no-password --no-psqlrc)
  if [ "$POSTGRES_DB" != postgres ]; then
    "${psql[@]}" --dbname postgres --set db="$POSTGRES_DB" <<<'CREATE DATABASE :"db";'
  fi
  for f in /docker-entrypoint-initdb.d/*; do
    case "$f" in
      *.sh) echo "running $f"; . "$f" ;;
      *.sql) echo "running $f"; "${psql[@]}" --dbname "$POSTGRES_DB" -f "$f" ;;
      *.sql.gz) echo "running $f"; gunzip -c "$f" | "${psql[@]}" --dbname "$POSTGRES_DB" ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop
  echo 'PostgreSQL init process complete; ready for start up.'
fi

exec "$@"
