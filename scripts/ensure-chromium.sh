#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium headless shell, and the bench (page
# weights, Lighthouse) Debian's chromium: Playwright's own browser download is not
# reachable here. Install what is missing; needs root, as on CI.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
	exit 0
fi
echo "Installing Debian's ${missing[*]} for the end-to-end tests…"
if [ "$(id -u)" -ne 0 ]; then
	echo "${missing[*]} missing and this user cannot install it: run 'sudo apt-get install -y ${missing[*]}'." >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
chromium-headless-shell --version
