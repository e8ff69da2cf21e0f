import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// A process that installs exitOnCrash, then fails inside a request's context.
function crash(failure: string) {
	const script = `
		import { exitOnCrash } from './server/crash-log.ts'
		import { runInRequest } from './app/services/request-context.server.ts'
		exitOnCrash()
		runInRequest('req-42', () => setTimeout(() => { ${failure} }, 10))
		setTimeout(() => { throw new Error('second') }, 50)
		setTimeout(() => {}, 1000)
	`
	const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
		encoding: 'utf8',
		env: { ...process.env, LOG_LEVEL: 'info' },
	})
	const lines = result.stdout.split('\n').filter(Boolean)
	return { status: result.status, lines, entries: lines.map((line) => JSON.parse(line)) }
}

describe('exitOnCrash', () => {
	it.each([
		['uncaught exception', "throw new TypeError('boom')", 'TypeError: boom'],
		['unhandled rejection', "Promise.reject(new RangeError('late'))", 'RangeError: late'],
	])('logs an %s once, as one JSON line with its request id, and exits', (kind, failure, error) => {
		const { status, lines, entries } = crash(failure)
		expect(status).toBe(70)
		expect(lines).toHaveLength(1)
		expect(entries[0]).toMatchObject({ level: 'error', msg: `worker crashed: ${kind}`, rid: 'req-42', error })
		expect(entries[0].stack).toContain(error)
	})
})
