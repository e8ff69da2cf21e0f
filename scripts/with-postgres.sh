#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL server:
# a fresh cluster in a temporary folder on a loopback port, removed afterwards.
# Installs Debian's postgresql when no server binaries are found (needs root, as on CI).
set -euo pipefail

find_bin() {
	ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
	echo "Installing Debian's postgresql for the sandbox's database tests…"
	export DEBIAN_FRONTEND=noninteractive
	apt-get update -qq
	apt-get install -y -qq postgresql >/dev/null
	BIN="$(find_bin)"
fi

PORT="${TEST_PG_PORT:-55432}"
DIR="$(mktemp -d "${TMPDIR:-/tmp}/sandbox-pg.XXXXXX")"
# PostgreSQL refuses to run as root; the cluster belongs to an unprivileged user.
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then
	id postgres >/dev/null 2>&1 || useradd --system --home "$DIR" postgres
	chown postgres "$DIR"
	RUN_AS=(runuser -u postgres --)
fi

cleanup() {
	"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
	rm -rf "$DIR"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -U sandbox --auth=trust -E UTF8 --no-locale >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
	-o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

export TEST_DATABASE_URL="postgres://sandbox@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') for the tests at $TEST_DATABASE_URL"
"$@"
