import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain script of the operators' tools, without types
import { checkRule, checkRules, redirectRules } from '../../scripts/check-redirects.mjs'
import { sharedServer, type SharedServer } from './shared-server.ts'

// npm run check:redirects against a started build: every rule of the product passes, a
// rule the server does not keep fails, and the command's exit status says which.
const run = promisify(execFile)
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
})

type Row = { rule: string; result: string; observed?: { status: number; location: string | null } }

describe('check:redirects', () => {
	it('passes every rule against this build, sign-in success included', async () => {
		const rules = redirectRules({ signIn: { email: 'gold@example.com', password: 'Welcome#2026' } })
		const rows: Row[] = await checkRules(server.baseUrl, rules)
		expect(rows.filter((row) => row.result === 'FAIL')).toEqual([])
		expect(rows.filter((row) => row.result === 'pass').length).toBeGreaterThan(20)
		expect(rows.find((row) => row.rule.startsWith('save property'))).toMatchObject({ result: 'pass', observed: { status: 303 } })
	})

	it('fails a rule whose status or Location the server does not keep, and one that leaves the site', async () => {
		const wrongStatus = await checkRule(server.baseUrl, { rule: 'x', path: '/reservation/noSuchPage.mi', status: 302, location: '/error' })
		const wrongLocation = await checkRule(server.baseUrl, { rule: 'x', path: '/reservation/noSuchPage.mi', status: 307, location: '/elsewhere' })
		expect([wrongStatus.result, wrongLocation.result]).toEqual(['FAIL', 'FAIL'])
		expect(wrongStatus.observed).toEqual({ status: 307, location: '/error' })
	})

	it('exits 0 when every rule passes, and 2 without a base URL', async () => {
		const { stdout } = await run(process.execPath, ['scripts/check-redirects.mjs', server.baseUrl])
		expect(stdout).toContain('every rule checked passed')
		await expect(run(process.execPath, ['scripts/check-redirects.mjs'])).rejects.toMatchObject({ code: 2 })
	})

	it('tells nobody which upstream operations a page called unless UPSTREAM_CALL_COUNT=on', async () => {
		const response = await fetch(`${server.baseUrl}/sign-in.mi`)
		expect(response.status).toBe(200)
		expect(response.headers.get('X-Upstream-Calls')).toBeNull()
	})
})
