import { describe, expect, it } from 'vitest'
import { UpstreamError } from './errors.server.ts'
import { failureLine } from './failure-log.server.ts'

// Issue 28, item 3: a platform message can quote what a visitor typed, and the log line
// is redacted with patterns; each must take linear time on a long detail.

const line = (detail: string) => failureLine(new UpstreamError('BAD_INPUT', { source: 'API_ERROR', component: 'createCustomer', detail }))

function cpuMs(work: () => void): number {
	work() // warm
	const start = process.cpuUsage()
	work()
	const used = process.cpuUsage(start)
	return (used.user + used.system) / 1000
}

describe('failureLine', () => {
	it('still blanks e-mail addresses and long numbers, and joins separators with one space', () => {
		expect(line('email ana@example.com taken;\tcard 4111 1111 1111 1111 | x@y@b.org')).toBe(
			'API_ERROR|BAD_INPUT|createCustomer|email [email] taken card [number] x@[email]',
		)
	})

	it.each([
		['a run of spaces with no separator', `a${' '.repeat(16_384)}x`],
		['a long name and a long domain with no dot', `${'a'.repeat(8_192)}@${'b'.repeat(8_192)}`],
		['a run of dots between two @', `a@${'.'.repeat(16_384)}@`],
		['a run of digits and spaces', `1${' 1'.repeat(8_192)}x`],
	])('redacts 16 KB of %s in under 50 ms', (_, detail) => {
		expect(cpuMs(() => line(detail))).toBeLessThan(50)
	})
})
