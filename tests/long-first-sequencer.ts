import { BaseSequencer, type TestSpecification } from 'vitest/node'

// The hostile-input sweep alone takes as long as half the other files together: started
// last (a fresh clone has no timings yet, so vitest orders by file size), the run waits
// for it on one core while the other idles. vitest's own order comes next: the failed
// and the slowest files of the last run first.
const LONGEST = ['tests/integration/security/hostile-input.test.ts']

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
