import { beforeAll, describe, expect, it } from 'vitest'
import { SEED_CONFIRMATION_NUMBERS, seedReservationRows } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'

// Issue 10 item 6 at the HTTP level, against the real sandbox and two workers: the
// modify page looked reservations up by confirmation number and surname as fast as it
// was asked, and the seeded numbers are sequential. The lookup page is where a
// reservation is looked up now (the modify page changes the one it found), and its failed lookups are limited per
// IP address (10) and per confirmation number (5), a wrong number and a wrong surname
// answer alike, and neither the surname nor the full number reaches a log line.
// One trusted proxy hop lets the test speak from several addresses (the shared server's
// two workers and debug logs; no other file looks up these numbers or uses these addresses).

let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('app')
}, 90_000)

type Answer = { status: number; location: string | null; retryAfter: string | null; text: string }
let lookups = 0
async function lookUp(ip: string, confirmationNumber: string, lastName: string, checkInDate = '2030-01-01'): Promise<Answer> {
	lookups++
	const response = await fetch(`${server.baseUrl}/reservation/lookupReservation.mi`, {
		method: 'POST',
		redirect: 'manual',
		headers: { 'X-Forwarded-For': ip, Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
		// Any check-in date: the number and the name are what is guessed.
		body: new URLSearchParams({ confirmationNumber, lastName, checkInDate }),
	})
	const text = await response.text()
	return { status: response.status, location: response.headers.get('Location'), retryAfter: response.headers.get('Retry-After'), text }
}

/** A seeded stay: its number, its guest's surname and its real check-in date. */
const stay = (confirmationNumber: string) => {
	const row = seedReservationRows(new Date()).stays.find((seeded) => seeded.confirmationNumber === confirmationNumber)
	if (!row) throw new Error(`no seeded reservation ${confirmationNumber}`)
	return row
}
/** Another day than this one, of the same shape. */
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
/** The answer as the visitor reads it, beside the values the form keeps. */
const told = (answer: Answer) => ({
	...answer,
	text: answer.text.includes('couldn&#x27;t find a reservation') || answer.text.includes("couldn't find a reservation"),
})

const SURNAMES = ['Lindqvist', 'Martín', 'Sato', 'Blake', 'Guesswho', 'Nobodyhere']
const NUMBERS_TRIED = new Set<string>()
const tried = (number: string) => (NUMBERS_TRIED.add(number), number)

describe('reservation lookup limits', () => {
	it('a wrong surname and a wrong number get the very same answer', async () => {
		const wrongName = await lookUp('203.0.113.1', tried('71420851'), 'Guesswho')
		const wrongNumber = await lookUp('203.0.113.1', tried('71420852'), 'Lindqvist')
		expect(wrongName.status).toBe(400)
		// The page keeps what was typed; beside that, the answers are the same.
		expect(told(wrongNumber)).toEqual(told(wrongName))
		expect(told(wrongName).text).toBe(true)
	})

	it('the 11th failed lookup from one address is 429 with Retry-After and the find form, whatever it asks', async () => {
		for (let i = 0; i < 8; i++) expect((await lookUp('203.0.113.1', tried(String(71420900 + i)), 'Guesswho')).status).toBe(400)
		const eleventh = await lookUp('203.0.113.1', tried('71420999'), 'Blake')
		expect(eleventh.status).toBe(429)
		expect(Number(eleventh.retryAfter)).toBeGreaterThan(14 * 60)
		expect(Number(eleventh.retryAfter)).toBeLessThanOrEqual(15 * 60)
		expect(eleventh.text).toContain('Too many reservations were looked up from here. Please wait a few minutes and try again.')
		expect(eleventh.text).toMatch(/<form[^>]*method="post"/)
		expect(eleventh.text).toContain('name="confirmationNumber"')
		// A right pair from that address waits too, with the same answer: nothing tells it apart.
		const right = await lookUp('203.0.113.1', tried('71420895'), 'Blake')
		expect({ ...right, text: '' }).toEqual({ ...eleventh, retryAfter: right.retryAfter, text: '' })
		// Another address is not held back: it is told the date is wrong, as anyone would be.
		expect((await lookUp('203.0.113.2', '71420895', 'Blake')).status).toBe(400)
	})

	it('a confirmation number tried from many addresses is held after 5 failures', async () => {
		const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => lookUp(`198.51.100.${i + 1}`, tried('71420884'), `Guess${i}`)))
		expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5)
		expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7)
		expect((await lookUp('198.51.100.99', '71420884', 'Sato')).status).toBe(429)
		// The same number written with leading zeros is the same number.
		expect((await lookUp('198.51.100.98', '0071420884', 'Sato')).status).toBe(429)
	})

	// Issue 28 item 2: a lookup with the right number and surname gave its attempt back before
	// the date was compared, so check-in dates could be guessed without end.
	it('counts a wrong check-in date with the right number and surname: the dates cannot be walked', async () => {
		const { confirmationNumber, guestSurname, checkInDate } = stay(tried(SEED_CONFIRMATION_NUMBERS.upcoming))
		const answers: Answer[] = []
		for (let day = 1; day <= 14 && answers.at(-1)?.status !== 429; day++)
			answers.push(await lookUp('192.0.2.10', confirmationNumber, guestSurname, dayAfter(checkInDate, day)))
		const limited = answers.at(-1)!
		expect(limited.status).toBe(429)
		// The number's budget of five, less the wrong name the first test spent on it.
		expect(answers.slice(0, -1).map((answer) => answer.status)).toEqual([400, 400, 400, 400])
		expect(Number(limited.retryAfter)).toBeGreaterThan(0)
		// The right date now waits too, from anywhere, with the same answer.
		const right = await lookUp('192.0.2.11', confirmationNumber, guestSurname, checkInDate)
		expect(right.status).toBe(429)
	})

	it('answers a wrong date, a wrong surname and a wrong number alike', async () => {
		const { confirmationNumber, guestSurname, checkInDate } = stay(tried(SEED_CONFIRMATION_NUMBERS.nonMemberGuest))
		const wrongDate = await lookUp('192.0.2.20', confirmationNumber, guestSurname, dayAfter(checkInDate, 3))
		const wrongName = await lookUp('192.0.2.21', confirmationNumber, 'Nobodyhere', checkInDate)
		const wrongNumber = await lookUp('192.0.2.22', tried(String(Number(confirmationNumber) + 1)), guestSurname, checkInDate)
		expect(told(wrongDate)).toEqual({ status: 400, location: null, retryAfter: null, text: true })
		expect(told(wrongName)).toEqual(told(wrongDate))
		expect(told(wrongNumber)).toEqual(told(wrongDate))
	})

	it('writes no surname and no full confirmation number to the logs', async () => {
		const own = await server.ownEntries()
		expect(own.filter((entry) => entry.path === '/reservation/lookupReservation.mi').length).toBe(lookups)
		// The whole log, whichever file's request wrote a line.
		const output = server.output()
		for (const surname of [...SURNAMES, 'Guess0']) expect(output, surname).not.toContain(surname)
		for (const number of NUMBERS_TRIED) expect(output, number).not.toContain(number)
	})
})
