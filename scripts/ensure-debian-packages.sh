#!/usr/bin/env bash
# Installs the Debian packages named (each provides the command of its own name) that are
# missing; needs root, as on CI. The end-to-end tests drive Debian's Chromium headless
# shell, and the bench (page weights, Lighthouse) Debian's chromium: Playwright's own
# browser download is not reachable here. The two-app-server test
# (tests/integration/two-servers.test.ts) starts its own Redis with redis-server.
set -euo pipefail
missing=()
for package in "$@"; do
	command -v "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then
	exit 0
fi
echo "Installing Debian's ${missing[*]} for the tests…"
if [ "$(id -u)" -ne 0 ]; then
	echo "${missing[*]} missing and this user cannot install it: run 'sudo apt-get install -y ${missing[*]}'." >&2
	exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "${missing[@]}" >/dev/null
for package in "${missing[@]}"; do
	command -v "$package"
done
