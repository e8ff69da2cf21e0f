import { beforeAll, describe, expect, it } from 'vitest'
import { logEntries } from '../server-process.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'

// Issue 10 item 10: the access log wrote a reservation's confirmation number and the
// guest's surname in clear, and a CR/LF in a query value started a log line of its own.
// On the shared server (debug level): the whole log is checked for what no request may
// write, this file's own lines for what its requests must.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
})

const FORGED = '{"level":"error","msg":"forged"}'
const PERSONAL = ['Blake', 'Lindqvist', '71420895', '71420851', 'jane@example.com', 'jane%40example.com', '4111111111111111', 's3cr3t-t0ken']

async function get(path: string) {
	const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
	await response.arrayBuffer()
	return response.headers.get('x-request-id')
}

describe('log lines', () => {
	it('are JSON, one per event, with no surname, confirmation number or secret, whatever the query holds', async () => {
		const lookup = await get(
			`/reservation/modifyRateListMenu.mi?confirmationNumber=71420895&lastName=Blake&propertyCode=NYCMC%0D%0A${encodeURIComponent(FORGED)}`,
		)
		// The modify page reads neither (it changes the session's reservation): still, neither is written down.
		await get('/reservation/modifyRateListMenu.mi?confirmationNumber=71420851&surname=Lindqvist')
		await get('/reservation/modifyRateListMenu.mi?confirmationNumber=71420851&lastName=Blake')
		await get(`/?email=jane%40example.com&accessToken=s3cr3t-t0ken&cardNumber=4111111111111111&fromDate=2026-05-01&x=%0A${encodeURIComponent(FORGED)}`)
		const search = await get(`/reservation/rateListMenu.mi?propertyCode=NYCMC&currency=EUR&returnTo=${encodeURIComponent('/x?lastName=Blake')}`)
		const own = await server.ownEntries()

		const output = server.output()
		// The sandbox upstream's own plain lines aside, every line is one JSON object.
		const lines = output.split('\n').filter((line) => line && !line.startsWith('sandbox upstream '))
		for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
		const entries = logEntries(output)
		expect(entries.filter((entry) => entry.msg === 'forged')).toEqual([])
		for (const secret of PERSONAL) expect(output, secret).not.toContain(secret)

		const access = own.find((entry) => entry.rid === lookup && entry.path === '/reservation/modifyRateListMenu.mi')
		expect(access).toMatchObject({
			level: 'info',
			method: 'GET',
			status: expect.any(Number),
			ms: expect.any(Number),
			query: { confirmationNumber: '[redacted]', lastName: '[redacted]', propertyCode: `NYCMC\r\n${FORGED}` },
		})
		expect(own.find((entry) => entry.rid === search && entry.path === '/reservation/rateListMenu.mi')?.query).toEqual({
			propertyCode: 'NYCMC',
			currency: 'EUR',
			returnTo: '[redacted]',
		})
	})
})
