import type { ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BODY_LIMIT_BYTES } from '#server/body-limits.ts'
import { logEntries, startServer } from '../server-process.ts'
import { cookiesOf, getPage, PASSWORD, postForm } from './site.ts'

// Issue 28, item 3 at the HTTP level: a sign-in whose e-mail was `a@` + 15,000 dots + `@`
// held the worker's core for 0.7 s. Every form with a field a pattern reads gets, in each
// such field, the values that hurt backtracking patterns most, as long as the body limit
// allows; each answer must cost the worker under 50 ms of CPU. Server time is the CPU
// time of the worker's main thread (where JavaScript runs, and whose being busy is what
// delays everyone else), read from /proc before and after each request: a busy machine
// slows the wall clock, not that. A 429 or a redirect would not show the parse ran, so
// each answer must be the form's own refusal (400, 404 for a query naming nothing).

// Its own server, one worker: it reads that worker's CPU time from /proc around each request,
// which another file's request would add to.
let server: { child: ChildProcess; baseUrl: string; output: () => string }
let worker = 0
let member = ''
beforeAll(async () => {
	// The budgets high enough for every timed request to meet the form, not a 429.
	const budget = '10000'
	server = await startServer({
		WEB_CONCURRENCY: '1',
		SIGN_IN_FAILURES_PER_IP: budget,
		PASSWORD_RESET_REQUESTS_PER_IP: budget,
		JOIN_REQUESTS_PER_IP: budget,
		RESERVATION_LOOKUP_FAILURES_PER_IP: budget,
		RESERVATION_LOOKUP_FAILURES_PER_NUMBER: budget,
	})
	const started = logEntries(server.output()).find((entry) => entry.msg === 'worker started')
	worker = Number(started?.worker)
	const signedIn = await postForm(server.baseUrl, '/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/' })
	expect(signedIn.status).toBe(303)
	member = cookiesOf(signedIn)
}, 90_000)
afterAll(() => server?.child.kill('SIGKILL'))

const TICK_MS = 10 // USER_HZ is 100 on Linux

/** CPU time the worker's main thread has used so far, in milliseconds (utime + stime of /proc/<pid>/task/<pid>/stat). */
function workerCpuMs(): number {
	const stat = readFileSync(`/proc/${worker}/task/${worker}/stat`, 'utf8')
	// The fields after the command name, which is in parentheses and may hold spaces.
	const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
	return (Number(fields[11]) + Number(fields[12])) * TICK_MS
}

// What fits in one form body beside the other fields, and in one request line for a query.
const BODY_VALUE = BODY_LIMIT_BYTES - 600
const QUERY_VALUE = 14_000
const run = (size: number, unit: string, tail: string, head = '') => head + unit.repeat(Math.floor((size - head.length - tail.length) / unit.length)) + tail
const shapes = (size: number) => ({
	'a@ dots @': run(size, '.', '@', 'a@'),
	'a@ letters, no dot': run(size, 'a', '', 'a@'),
	'digits then x': run(size, '1', 'x'),
	'letters then !': run(size, 'a', '!'),
	'labels a. then -': run(size, 'a.', '-'),
})

type Case = { form: string; method: 'POST' | 'GET'; path: string; fields: Record<string, string>; hostile: readonly string[]; member?: boolean; status: number }

const CASES: readonly Case[] = [
	{
		form: 'sign-in',
		method: 'POST',
		path: '/sign-in.mi',
		fields: { intent: 'sign-in', email: 'x@y', pwrd: 'x', returnTo: '/' },
		hostile: ['email', 'pwrd', 'tripId'],
		status: 400,
	},
	{ form: 'password reset', method: 'POST', path: '/emailPassword.mi', fields: { intent: 'request', email: 'x' }, hostile: ['email'], status: 400 },
	{
		form: 'join',
		method: 'POST',
		path: '/loyalty/createAccount/createAccountPage1.mi',
		fields: { givenName: 'Ana', surname: 'Lee', email: 'x', countryCode: 'US', phone: '1', partnerNumber: '', password: 'x' },
		hostile: ['givenName', 'surname', 'email', 'countryCode', 'phone', 'partnerNumber', 'password'],
		status: 400,
	},
	{
		form: 'activation',
		method: 'POST',
		path: '/loyalty/createAccount/activateOnlineAccount.mi',
		fields: { intent: 'find', memberNumber: 'x', surname: 'Lee' },
		hostile: ['memberNumber', 'surname'],
		status: 400,
	},
	{
		form: 'reservation lookup',
		method: 'POST',
		path: '/reservation/lookupReservation.mi',
		fields: { confirmationNumber: 'x', lastName: 'Lee', checkInDate: 'x' },
		hostile: ['confirmationNumber', 'lastName', 'checkInDate'],
		status: 400,
	},
	{
		form: 'profile',
		method: 'POST',
		path: '/loyalty/myAccount/profile.mi',
		fields: { intent: 'profile', givenName: 'x1', surname: 'Lee', mobilePhone: '' },
		hostile: ['givenName', 'surname', 'mobilePhone'],
		member: true,
		status: 400,
	},
	{ form: 'language', method: 'POST', path: '/language', fields: { locale: 'x', returnTo: '/' }, hostile: ['locale', 'returnTo'], status: 400 },
	{
		form: 'rate list search',
		method: 'GET',
		path: '/reservation/rateListMenu.mi',
		fields: { propertyCode: 'NYCMC', corporateCode: 'x!' },
		hostile: ['propertyCode', 'corporateCode', 'groupCode', 'fromDate'],
		status: 400,
	},
	{ form: 'leaving notice', method: 'GET', path: '/leaving-notice', fields: { propertyCode: 'x!', link: 'website' }, hostile: ['propertyCode'], status: 404 },
]

function send(each: Case, fields: Record<string, string>) {
	const cookie = each.member ? member : undefined
	return each.method === 'POST'
		? postForm(server.baseUrl, each.path, fields, { cookie })
		: getPage(server.baseUrl, `${each.path}?${new URLSearchParams(fields)}`, { cookie })
}

/**
 * The least CPU time of three sends: a pattern that backtracks costs as much every time,
 * while a garbage collection or a clock tick charged to the request comes and goes.
 */
async function leastCost(request: () => Promise<void>): Promise<number> {
	let least = Infinity
	for (let attempt = 0; attempt < 3; attempt++) {
		const before = workerCpuMs()
		await request()
		least = Math.min(least, workerCpuMs() - before)
	}
	return least
}

const worst = { ms: 0, request: '' }

describe('no form field holds the worker on a long hostile value (issue 28, item 3)', () => {
	it.each(CASES.map((each) => [each.form, each] as const))('%s: every answer costs under 50 ms of server CPU', async (_, each) => {
		// Warm: the page's first render compiles code that the timed requests then reuse.
		const warm = await send(each, each.fields)
		expect(warm.status, 'the short invalid value is refused as the form refuses').toBe(each.status)
		await warm.arrayBuffer()

		const costs: Array<[string, number]> = []
		for (const field of each.hostile) {
			for (const [shape, value] of Object.entries(shapes(each.method === 'POST' ? BODY_VALUE : QUERY_VALUE))) {
				const cost = await leastCost(async () => {
					const response = await send(each, { ...each.fields, [field]: value })
					await response.arrayBuffer()
					expect(response.status, `${field}: ${shape}`).toBe(each.status)
				})
				costs.push([`${field}: ${shape}`, cost])
				if (cost >= worst.ms) Object.assign(worst, { ms: cost, request: `${each.method} ${each.path} ${field}: ${shape}` })
			}
		}
		expect(costs.filter(([, ms]) => ms >= 50)).toEqual([])
	})

	afterAll(() => console.info(`worst server CPU time of one request: ${worst.ms} ms (${worst.request})`))
})
