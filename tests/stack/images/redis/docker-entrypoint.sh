#!/bin/sh
# Behaves like the official image's entrypoint: options alone mean redis-server, which runs as `redis`.
set -e
if [ "${1#-}" != "$1" ] || [ "${1%.conf}" != "$1" ]; then
  set -- redis-server "$@"
fi
if [ "$1" = redis-server ] && [ "$(id -u)" = 0 ]; then
  find . \! -user redis -exec chown redis '{}' +
  exec setpriv --reuid=redis --regid=redis --init-groups "$0" "$@"
fi
# The official binary is built with protected mode off; Debian's has it on, which would refuse
# every client from another container (there is no password).
if [ "$1" = redis-server ]; then
  case " $* " in
    *" --protected-mode "*) ;;
    *) set -- "$@" --protected-mode no ;;
  esac
fi
exec "$@"
