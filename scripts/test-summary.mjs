// One closing line for the whole run, in the plain form CI reads: "N passed, N failed".
// Takes vitest JSON reports and a Playwright JSON report (told apart by their shape).
import { readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const retried = []

/** The journeys that passed only on a retry: each is a race to fix (issue 29), named here. */
function flakyIn(suite, path = []) {
	const here = suite.title ? [...path, suite.title] : path
	for (const spec of suite.specs ?? []) {
		for (const test of spec.tests ?? []) {
			if (test.status === 'flaky') retried.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')}`)
		}
	}
	for (const child of suite.suites ?? []) flakyIn(child, here)
}
for (const file of process.argv.slice(2)) {
	const report = JSON.parse(readFileSync(file, 'utf8'))
	if (report.stats) {
		passed += report.stats.expected + report.stats.flaky
		failed += report.stats.unexpected
		skipped += report.stats.skipped
		for (const suite of report.suites ?? []) flakyIn(suite)
	} else {
		passed += report.numPassedTests
		failed += report.numFailedTests
		skipped += report.numPendingTests + report.numTodoTests
	}
}

if (retried.length) console.log(`passed only on a retry (a race to fix): ${retried.length}\n${retried.map((name) => `  ${name}`).join('\n')}`)
else console.log('passed only on a retry: none')
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed > 0 ? 1 : 0)
