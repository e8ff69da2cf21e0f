import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { logEntries } from '../server-process.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { SHARED_CONFIGURATIONS } from '../shared-servers.ts'

// Issue 28 item 7: join, password-reset requests and activation were counted in each HTTP
// worker's memory, so with two workers the real budget was twice the setting. They are
// counted in the supervisor now, as sign-in's are. Item 8: an IPv6 client had a fresh
// budget for every address of its /64. Each request goes over a new connection, so both
// workers answer; one trusted proxy hop lets the test speak from several addresses.

// The shared server's one budget for joins, activation look-ups and reset requests.
const BUDGET = Number(SHARED_CONFIGURATIONS.limits.JOIN_REQUESTS_PER_IP)
const TRIES = 8

// The shared server with small budgets and two workers; its addresses here are its own,
// and it finds its requests' log lines by request ids of its own.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('limits')
}, 90_000)
const REQUEST_IDS = `shared-limits-${process.pid}-`
let requests = 0

/** A form post from this address on a connection of its own (no keep-alive: the next may reach the other worker). */
function postOnNewConnection(path: string, ip: string, fields: Record<string, string>): Promise<number> {
	const body = new URLSearchParams(fields).toString()
	return new Promise((resolve, reject) => {
		const sent = request(
			`${server.baseUrl}${path}`,
			{
				method: 'POST',
				agent: false,
				headers: {
					Origin: server.baseUrl,
					'Content-Type': 'application/x-www-form-urlencoded',
					'Content-Length': Buffer.byteLength(body),
					'X-Forwarded-For': ip,
					Connection: 'close',
					'x-request-id': `${REQUEST_IDS}${++requests}`,
				},
			},
			(response) => {
				response.resume()
				response.on('end', () => resolve(response.statusCode ?? 0))
			},
		)
		sent.on('error', reject)
		sent.end(body)
	})
}

const JOIN = '/loyalty/createAccount/createAccountPage1.mi'
const RESET = '/emailPassword.mi'
const ACTIVATE = '/loyalty/createAccount/activateOnlineAccount.mi'

const join = (ip: string, i: number) =>
	postOnNewConnection(JOIN, ip, {
		givenName: 'Robin',
		surname: 'Tester',
		email: `shared-limits-${i}-${ip.replaceAll(/\W/g, '')}@example.com`,
		countryCode: 'US',
		phone: `31255${String(10000 + i).slice(-5)}`,
		partnerNumber: '',
		password: 'Joined#2027',
	})
const askForReset = (ip: string, i: number) => postOnNewConnection(RESET, ip, { intent: 'request', email: `nobody-${i}@example.com`, channel: 'email' })
const findAccount = (ip: string) => postOnNewConnection(ACTIVATE, ip, { intent: 'find', memberNumber: '900000001', surname: 'Nobody' })

/** The statuses of TRIES requests made one after another (each on its own connection). */
async function statusesOf(send: (i: number) => Promise<number>): Promise<number[]> {
	const statuses: number[] = []
	for (let i = 0; i < TRIES; i++) statuses.push(await send(i))
	return statuses
}

const refused = (statuses: number[]) => statuses.filter((status) => status === 429).length

describe('limits shared by both workers', () => {
	it('joins: the setting is the budget, whichever worker answers', async () => {
		const statuses = await statusesOf((i) => join('198.51.100.7', i))
		expect(refused(statuses)).toBe(TRIES - BUDGET)
		expect(statuses.slice(0, BUDGET)).not.toContain(429)
	})

	it('password-reset requests: the setting is the budget, whichever worker answers', async () => {
		const statuses = await statusesOf((i) => askForReset('198.51.100.8', i))
		expect(refused(statuses)).toBe(TRIES - BUDGET)
		expect(statuses.slice(0, BUDGET)).not.toContain(429)
	})

	it('activation look-ups: the setting is the budget, whichever worker answers', async () => {
		const statuses = await statusesOf(() => findAccount('198.51.100.9'))
		expect(refused(statuses)).toBe(TRIES - BUDGET)
		expect(statuses.slice(0, BUDGET)).not.toContain(429)
	})

	it('both workers answered those requests', async () => {
		const answered = () =>
			logEntries(server.output()).filter((entry) => String(entry.rid).startsWith(REQUEST_IDS) && /^POST \/(loyalty|emailPassword)/.test(entry.msg))
		// The access log line follows the answer: wait for all of them.
		await expect.poll(() => answered().length).toBeGreaterThanOrEqual(3 * TRIES)
		expect(new Set(answered().map((entry) => entry.pid)).size).toBe(2)
	})

	it('counts the addresses of one IPv6 /64 as one address, and another /64 apart', async () => {
		const statuses = await statusesOf((i) => askForReset(`2001:db8:28:8::${(i + 1).toString(16)}`, i))
		expect(refused(statuses)).toBe(TRIES - BUDGET)
		expect(await askForReset('2001:db8:28:9::1', 99)).not.toBe(429)
	})
})
