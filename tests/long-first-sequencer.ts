import { BaseSequencer, type TestSpecification } from 'vitest/node'

// A fresh clone has no timings yet, so vitest orders by file size: the hostile-input sweep
// (a sixth of the phase alone) started last, and the run waited for it on one core while
// the other idled; the upstream project's long files, started late, left a tail of ~25 s
// with one file running. So the files that took 4 s or more (measured alone on 2026-11-28,
// longest first) start first; vitest's own order comes next: the failed and the slowest
// files of the last run first.
const LONGEST = [
	'tests/integration/security/hostile-input.test.ts',
	'tests/integration/security/supervisor.test.ts',
	'tests/integration/upstream/booking-step-two.test.ts',
	'tests/integration/security/pattern-time.test.ts',
	'tests/integration/upstream/page-components.test.ts',
	'tests/integration/upstream/booking-pages.test.ts',
	'tests/integration/security/open-redirects.test.ts',
	'tests/integration/upstream/booking-routes.test.ts',
	'tests/integration/two-servers.test.ts',
	'tests/integration/security/stopping.test.ts',
	'tests/integration/security/sign-in-throttle.test.ts',
	'tests/integration/upstream/failures.test.ts',
	'tests/integration/security/unsafe-configuration.test.ts',
	'tests/integration/feature-flags.test.ts',
	'tests/integration/sandbox-supervision.test.ts',
	'tests/integration/journeys/booking.test.ts',
	'tests/integration/security/state-change-on-get.test.ts',
	'tests/integration/journeys/sign-in.test.ts',
]

export class LongestFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const sorted = await super.sort(files)
		const rank = (file: TestSpecification) => {
			const index = LONGEST.findIndex((path) => file.moduleId.endsWith(path))
			return index === -1 ? LONGEST.length : index
		}
		return sorted
			.map((file, order) => ({ file, order }))
			.sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
			.map(({ file }) => file)
	}
}
