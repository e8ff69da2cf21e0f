#!/usr/bin/env bash
# The check to run while changing code, in well under 30 s once warm: the typecheck
# (incremental: only what changed is checked again), the lint of the files changed since
# HEAD, and the unit tests of app/ and server/ with the models and the coverage table
# (folders with their slash: vitest matches a filter anywhere in a path, and "server" alone
# took in tests/integration/two-servers.test.ts, which starts two servers and Redis).
# No build, no started server or sandbox, no browser: `npm test` runs everything.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .cache

node node_modules/typescript-7/bin/tsc --noEmit --incremental --tsBuildInfoFile .cache/tsconfig.tsbuildinfo > .cache/quick-typecheck.log 2>&1 &
typecheck=$!

changed=$( { git diff --name-only --diff-filter=d HEAD; git ls-files --others --exclude-standard; } | grep -E '\.(ts|tsx|js|mjs)$' | sort -u)
lint=0
if [ -n "$changed" ]; then
	# shellcheck disable=SC2086
	npx eslint --cache --cache-location .cache/eslintcache $changed || lint=1
	# shellcheck disable=SC2086
	npx prettier --check --log-level warn $changed || lint=1
fi

SANDBOX_TEMPLATE=off npx vitest run --project models --project app --project app-mocks app/ server/ tests/docs/
tests=$?

wait "$typecheck"
types=$?
if [ "$types" != 0 ]; then echo "typecheck failed:" && cat .cache/quick-typecheck.log; fi
[ "$lint" = 0 ] || echo "lint failed (above)"
exit $(( types || lint || tests ))
