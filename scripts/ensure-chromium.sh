#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright's own browser download is
# not reachable here). Install it when it is missing; needs root, as on CI.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
	exit 0
fi
echo "Installing Debian's chromium for the end-to-end tests…"
if [ "$(id -u)" -ne 0 ]; then
	echo "chromium is missing and this user cannot install it: run 'sudo apt-get install -y chromium'." >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
chromium --version
