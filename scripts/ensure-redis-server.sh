#!/usr/bin/env bash
# The two-app-server test (tests/integration/two-servers.test.ts) starts its own Redis
# with Debian's redis-server. Install it when it is missing; needs root, as on CI.
set -euo pipefail
if command -v redis-server >/dev/null 2>&1; then
	exit 0
fi
echo "Installing Debian's redis-server for the two-app-server test…"
if [ "$(id -u)" -ne 0 ]; then
	echo "redis-server missing and this user cannot install it: run 'sudo apt-get install -y redis-server'." >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq redis-server >/dev/null
# The package starts a system Redis on 6379; the test runs its own, so that one is not needed.
(systemctl disable --now redis-server || service redis-server stop) >/dev/null 2>&1 || true
redis-server --version
