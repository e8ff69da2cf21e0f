import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { guestDetails } from './guest-details-form.ts'
import { exitOf, startServer } from './server-process.ts'

// The card number and the security code go to the platform's payment operation and
// nowhere else, and a new member's password to join now: not a log line of the app or the
// sandbox, not a page, not a header, not a URL — whether the form is refused, the card
// declined or the details accepted. A guest's Meridian Rewards number and surname (the
// rewards lookup's two halves) are in no log line and no address either.
const CVV = '739'
/** The log lines without their numeric fields (ms, pid, port): a request that took 739.8 ms is no security code. */
const textOf = (logs: string) => logs.replace(/"[A-Za-z]+":-?\d+(\.\d+)?/g, '')
const NEW_PASSWORD = 'Canary#Join42'

let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({ LOG_LEVEL: 'debug', SECURE_COOKIES: 'false' })
	const ready = Date.now() + 30_000
	while (
		Date.now() < ready &&
		!(await fetch(`${server.baseUrl}/readyz`).then(
			(r) => r.ok,
			() => false,
		))
	) {
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
})
afterAll(async () => {
	server.child.kill('SIGTERM')
	await exitOf(server.child)
})

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The guest-details form; each test posts its own card number. */
const GUEST = guestDetails({ email: 'ana.secrecy@example.com', cvv: CVV })

async function send(path: string, fields: Record<string, string>, cookie = '') {
	const response = await fetch(`${server.baseUrl}${path}`, {
		method: 'POST',
		body: new URLSearchParams(fields),
		headers: { Origin: server.baseUrl, Cookie: cookie },
		redirect: 'manual',
	})
	const headers = JSON.stringify([...response.headers])
	return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie, text: `${headers}\n${await response.text()}` }
}

describe('the card number and security code', () => {
	it('appear in no response and no log line, whatever the outcome', async () => {
		const stay = { propertyCode: 'NYCMC', fromDate: isoDay(130), toDate: isoDay(132), roomCount: '1', numAdultsPerRoom: '2', childrenCountPerRoom: '0' }
		const selected = await send('/reservation/rateListMenu.mi', { ...stay, ratePlanCode: 'FLEX', roomCode: 'DKNG' })
		expect(selected.status).toBe(303)
		const answers = [
			await send(
				'/reservation/guestInfo.mi',
				{ ...GUEST, cardNumber: TEST_CARDS.visa.number, line1: '', joinNow: 'on', password: NEW_PASSWORD },
				selected.cookie,
			), // refused by the form
			await send('/reservation/guestInfo.mi', { ...GUEST, cardNumber: TEST_CARDS.declined.number }, selected.cookie), // declined by the issuer
			await send('/reservation/guestInfo.mi', { ...GUEST, cardNumber: TEST_CARDS.mastercard.number, joinNow: 'on', password: NEW_PASSWORD }, selected.cookie), // accepted, and joined
		]
		expect(answers.map((answer) => answer.status)).toEqual([400, 400, 303])
		for (const answer of answers) {
			for (const card of [TEST_CARDS.visa, TEST_CARDS.declined, TEST_CARDS.mastercard]) expect(answer.text).not.toContain(card.number)
			expect(answer.text).not.toContain(`"${CVV}"`)
			expect(answer.text).not.toContain(NEW_PASSWORD)
		}
		await new Promise((resolve) => setTimeout(resolve, 500))
		const logs = server.output()
		expect(logs).toContain('POST /reservation/guestInfo.mi') // the requests were logged…
		for (const card of [TEST_CARDS.visa, TEST_CARDS.declined, TEST_CARDS.mastercard]) expect(logs).not.toContain(card.number) // …without the card
		expect(textOf(logs)).not.toMatch(new RegExp(`\\b${CVV}\\b`))
		expect(logs).not.toContain(NEW_PASSWORD)
	})
})

describe('the card on the points top-up page', () => {
	it('appears in no response and no log line either', async () => {
		const signedIn = await send('/sign-in.mi?returnTo=%2F', { email: 'ambassador@example.com', pwrd: 'Welcome#2026', intent: 'sign-in', rememberMe: 'on' })
		expect(signedIn.status).toBe(303)
		const card = {
			cardholderName: 'Amara Haddad',
			cvv: CVV,
			expiryMonth: '08',
			expiryYear: String(new Date().getUTCFullYear() + 1),
			billingPostalCode: '10001',
		}
		const path = '/loyalty/redeem/topUpPoints.mi?points=2000'
		const answers = [
			await send(path, { points: '2000', ...card, cardNumber: TEST_CARDS.visa.number, cvv: '' }, signedIn.cookie), // refused by the form
			await send(path, { points: '2000', ...card, cardNumber: TEST_CARDS.declined.number }, signedIn.cookie), // declined by the issuer
			await send(path, { points: '2000', ...card, cardNumber: TEST_CARDS.amex.number, cvv: '7391' }, signedIn.cookie), // bought
		]
		expect(answers.map((answer) => answer.status)).toEqual([400, 400, 303])
		for (const answer of answers)
			for (const number of [TEST_CARDS.visa.number, TEST_CARDS.declined.number, TEST_CARDS.amex.number]) expect(answer.text).not.toContain(number)
		await new Promise((resolve) => setTimeout(resolve, 500))
		const logs = server.output()
		expect(logs).toContain('POST /loyalty/redeem/topUpPoints.mi')
		for (const number of [TEST_CARDS.visa.number, TEST_CARDS.declined.number, TEST_CARDS.amex.number]) expect(logs).not.toContain(number)
		expect(textOf(logs)).not.toMatch(/\b7391\b/)
	})
})

describe('a guest’s Meridian Rewards number and surname', () => {
	it('appear in no log line and no address, whether the number is a member’s or not', async () => {
		const stay = { propertyCode: 'NYCMC', fromDate: isoDay(136), toDate: isoDay(138), roomCount: '1', numAdultsPerRoom: '2', childrenCountPerRoom: '0' }
		const selected = await send('/reservation/rateListMenu.mi', { ...stay, ratePlanCode: 'FLEX', roomCode: 'DKNG' })
		expect(selected.status).toBe(303)
		// gold@ is Grace Lindqvist, member 100002223.
		const grace = { ...GUEST, givenName: 'Grace', surname: 'Lindqvist', cardNumber: TEST_CARDS.visa.number }
		const answers = [
			await send('/reservation/guestInfo.mi', { ...grace, rewardsNumber: '100 002 224' }, selected.cookie), // no member's
			await send('/reservation/guestInfo.mi', { ...grace, rewardsNumber: '100 002 223' }, selected.cookie), // hers
			await send('/reservation/reviewDetails.mi', { idempotencyKey: crypto.randomUUID() }, selected.cookie), // booked
		]
		expect(answers.map((answer) => answer.status)).toEqual([400, 303, 303])
		const secrets = ['100002223', '100 002 223', '100002224', '100 002 224', 'Lindqvist']
		// The refused form keeps them in the page; no header (nor a Location) carries them.
		for (const answer of answers) for (const secret of secrets) expect(answer.text.split('\n')[0]).not.toContain(secret)
		await new Promise((resolve) => setTimeout(resolve, 500))
		const logs = server.output()
		expect(logs).toContain('POST /reservation/guestInfo.mi')
		for (const secret of secrets) expect(logs).not.toContain(secret)
	})
})
