import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { guestDetails } from './guest-details-form.ts'
import { payAtService } from './payment-service.ts'
import { sharedServer, type SharedServer } from './shared-server.ts'

// The card number and the security code of a booking never reach the app server: they are
// typed into the payment service's page, on its own origin (decision 010), and the app gets
// a one-time token. Every request the built server handles during a booking is one this
// test sends (it is the guest's browser), so none carrying them, and no log line naming
// them, is the proof. A new member's password to join now is in no log line, page, header
// or URL either; nor are a guest's Meridian Rewards number and surname (the rewards
// lookup's two halves). A points top-up goes through the payment service the same way.
const CVV = '739'
/**
 * The log lines without their numeric fields (ms, pid, port) and request ids: a request that
 * took 739.8 ms, or the shared server's request 10.29.0.3-739, is no security code.
 */
const textOf = (logs: string) => logs.replace(/"[A-Za-z]+":-?\d+(\.\d+)?/g, '').replace(/"rid":"[^"]*"/g, '')
const NEW_PASSWORD = 'Canary#Join42'

// On the shared server (debug level): no line of its whole log may hold a card or a code,
// whichever file's request wrote it; this file's own lines show its requests were logged.
let server: SharedServer
let paymentOrigin: string
beforeAll(async () => {
	server = await sharedServer('app')
	paymentOrigin = server.paymentOrigin
})
/** Whether this file's requests `METHOD /path` were logged (their access lines). */
const logged = async (request: string) => (await server.ownEntries()).some((entry) => entry.msg.startsWith(`${request} `))

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The guest-details form (it has no card fields: a card is typed at the payment service). */
const GUEST = guestDetails({ email: 'ana.secrecy@example.com' })

/** Every request the app server was sent, as sent: what it could have received. */
const sentToApp: string[] = []

async function send(path: string, fields: Record<string, string> | null, cookie = '') {
	const body = fields ? new URLSearchParams(fields) : undefined
	const headers = { Origin: server.baseUrl, Cookie: cookie }
	sentToApp.push(JSON.stringify({ path, headers, body: body?.toString() ?? '' }))
	const response = await fetch(`${server.baseUrl}${path}`, { method: fields ? 'POST' : 'GET', body, headers, redirect: 'manual' })
	const answerHeaders = JSON.stringify([...response.headers])
	return {
		status: response.status,
		location: response.headers.get('location') ?? '',
		cookie: response.headers.get('set-cookie')?.split(';')[0] ?? cookie,
		text: `${answerHeaders}\n${await response.text()}`,
	}
}

/** The guest at the payment service's page (not the app); the path on the app they are sent back to. */
async function payAt(cardForm: string, card: { number: string; cvv: string }, authentication: 'confirm' | 'refuse' = 'confirm') {
	expect(new URL(cardForm).origin).toBe(paymentOrigin)
	expect((await fetch(cardForm)).status).toBe(200)
	const back = await payAtService(cardForm, card, authentication)
	expect(back.origin).toBe(new URL(server.baseUrl).origin)
	return `${back.pathname}${back.search}`
}

describe('the card number and security code of a booking', () => {
	it('never reach the app server: no request it handles and no log line carries them, and the stay is booked', async () => {
		const stay = { propertyCode: 'NYCMC', fromDate: isoDay(130), toDate: isoDay(132), roomCount: '1', numAdultsPerRoom: '2', childrenCountPerRoom: '0' }
		const selected = await send('/reservation/rateListMenu.mi', { ...stay, ratePlanCode: 'FLEX', roomCode: 'DKNG' })
		expect(selected.status).toBe(303)
		const cookie = selected.cookie
		const refused = await send('/reservation/guestInfo.mi', { ...GUEST, line1: '', joinNow: 'on', password: NEW_PASSWORD }, cookie)
		expect(refused.status).toBe(400)
		// The bank's confirmation refused: back on the payment step, and a new card session.
		const toService = await send('/reservation/guestInfo.mi', { ...GUEST, joinNow: 'on', password: NEW_PASSWORD }, cookie)
		expect(toService.status).toBe(303)
		const refusedBack = await send(await payAt(toService.location, TEST_CARDS.threeDSecure, 'refuse'), null, cookie)
		expect(refusedBack.location).toBe('/reservation/guestInfo.mi?card=authenticationRefused#payment')
		// The issuer declines: said on the payment step.
		const again = await send('/reservation/guestInfo.mi', { ...GUEST, paymentMethodId: 'new' }, cookie)
		const declined = await send(await payAt(again.location, TEST_CARDS.declined), null, cookie)
		expect(declined.location).toBe('/reservation/guestInfo.mi?card=paymentDeclined#payment')
		// Accepted: the review, then Book now.
		const last = await send('/reservation/guestInfo.mi', { ...GUEST, paymentMethodId: 'new' }, cookie)
		const paid = await send(await payAt(last.location, { number: TEST_CARDS.mastercard.number, cvv: CVV }), null, cookie)
		expect(paid.location).toBe('/reservation/reviewDetails.mi')
		expect((await send('/reservation/reviewDetails.mi', null, cookie)).text).toContain('Mastercard ending in 4444')
		const booked = await send('/reservation/reviewDetails.mi', { idempotencyKey: crypto.randomUUID() }, cookie)
		expect(booked.location).toBe('/reservation/confirmation.mi')
		expect((await send('/reservation/confirmation.mi', null, cookie)).text).toContain('Your reservation is confirmed')

		const numbers = [TEST_CARDS.threeDSecure.number, TEST_CARDS.declined.number, TEST_CARDS.mastercard.number]
		const tokens = sentToApp.flatMap((request) => [...request.matchAll(/paymentToken=([\w-]+)/g)].map((match) => match[1] ?? ''))
		expect(tokens).toHaveLength(2) // the tokens came back through the app…
		for (const request of sentToApp) {
			for (const number of numbers) expect(request).not.toContain(number) // …and never the card
			expect(request).not.toMatch(new RegExp(`\\b${CVV}\\b`))
		}
		expect(await logged('GET /reservation/paymentReturn.mi')).toBe(true) // the requests were logged…
		const logs = server.output()
		for (const number of numbers) expect(logs).not.toContain(number) // …without the card
		expect(textOf(logs)).not.toMatch(new RegExp(`\\b${CVV}\\b`))
		expect(logs).not.toContain(NEW_PASSWORD)
		for (const token of tokens) expect(logs).not.toContain(token) // the access log redacts the token reference too
		expect(refused.text).not.toContain(NEW_PASSWORD)
	})
})

describe('the card of a points top-up', () => {
	it('never reaches the app server either: the member types it at the payment service, and the points are bought with its token', async () => {
		const from = sentToApp.length
		const signedIn = await send('/sign-in.mi?returnTo=%2F', { email: 'ambassador@example.com', pwrd: 'Welcome#2026', intent: 'sign-in', rememberMe: 'on' })
		expect(signedIn.status).toBe(303)
		const cookie = signedIn.cookie
		const path = '/loyalty/redeem/topUpPoints.mi?points=2000&returnTo=%2F'
		const page = await send(path, null, cookie)
		expect(page.status).toBe(200)
		expect(page.text).not.toContain('name="cardNumber"') // the page has no card fields…
		// …the points chosen, the member goes to the service's card form; the issuer declines there.
		const toService = await send(path, { points: '2000', returnTo: '/' }, cookie)
		expect(toService.status).toBe(303)
		const declined = await send(await payAt(toService.location, TEST_CARDS.declined), null, cookie)
		expect(declined.location).toBe('/loyalty/redeem/topUpPoints.mi?points=2000&returnTo=%2F&problem=paymentDeclined')
		expect((await send(declined.location, null, cookie)).text).toContain('The card issuer declined this card.')
		// Accepted: the points are bought with the token, and the member goes back where they were.
		const again = await send(path, { points: '2000', returnTo: '/' }, cookie)
		const returnPath = await payAt(again.location, { number: TEST_CARDS.amex.number, cvv: '7391' })
		// A HEAD of the return spends nothing: the GET still buys with the one-time token.
		const head = await fetch(`${server.baseUrl}${returnPath}`, { method: 'HEAD', headers: { Cookie: cookie }, redirect: 'manual' })
		expect(head.status).toBe(200)
		const bought = await send(returnPath, null, cookie)
		expect(bought.status).toBe(303)
		expect(bought.location).toBe('/')
		// The same token again buys nothing more: the platform redeemed it once.
		expect((await send(returnPath, null, cookie)).location).toBe('/loyalty/redeem/topUpPoints.mi?points=2000&returnTo=%2F&problem=cardStepExpired')

		const numbers = [TEST_CARDS.declined.number, TEST_CARDS.amex.number]
		const requests = sentToApp.slice(from)
		const tokens = requests.flatMap((request) => [...request.matchAll(/paymentToken=([\w-]+)/g)].map((match) => match[1] ?? ''))
		expect(tokens.length).toBeGreaterThanOrEqual(2) // the tokens came back through the app…
		for (const request of requests) {
			for (const number of numbers) expect(request).not.toContain(number) // …and never the card
			expect(request).not.toMatch(/\b7391\b/)
		}
		expect(await logged('GET /loyalty/redeem/topUpPoints.mi')).toBe(true)
		const logs = server.output()
		for (const number of numbers) expect(logs).not.toContain(number)
		expect(textOf(logs)).not.toMatch(/\b7391\b/)
		for (const token of tokens) expect(logs).not.toContain(token)
	})
})

describe('a guest’s Meridian Rewards number and surname', () => {
	it('appear in no log line and no address, whether the number is a member’s or not', async () => {
		const stay = { propertyCode: 'NYCMC', fromDate: isoDay(136), toDate: isoDay(138), roomCount: '1', numAdultsPerRoom: '2', childrenCountPerRoom: '0' }
		const selected = await send('/reservation/rateListMenu.mi', { ...stay, ratePlanCode: 'FLEX', roomCode: 'DKNG' })
		expect(selected.status).toBe(303)
		// gold@ is Grace Lindqvist, member 100002223.
		const grace = { ...GUEST, givenName: 'Grace', surname: 'Lindqvist' }
		const refused = await send('/reservation/guestInfo.mi', { ...grace, rewardsNumber: '100 002 224' }, selected.cookie) // no member's
		const hers = await send('/reservation/guestInfo.mi', { ...grace, rewardsNumber: '100 002 223' }, selected.cookie)
		const returnPath = await payAt(hers.location, TEST_CARDS.visa)
		// A HEAD of the return (a link checker, a prefetch) spends nothing: the GET still pays with the one-time token.
		const head = await fetch(`${server.baseUrl}${returnPath}`, { method: 'HEAD', headers: { Cookie: selected.cookie }, redirect: 'manual' })
		expect(head.status).toBe(204)
		const paid = await send(returnPath, null, selected.cookie)
		const answers = [refused, hers, paid, await send('/reservation/reviewDetails.mi', { idempotencyKey: crypto.randomUUID() }, selected.cookie)] // booked
		expect(answers.map((answer) => answer.status)).toEqual([400, 303, 303, 303])
		const secrets = ['100002223', '100 002 223', '100002224', '100 002 224', 'Lindqvist']
		// The refused form keeps them in the page; no header (nor a Location) carries them.
		for (const answer of answers) for (const secret of secrets) expect(answer.text.split('\n')[0]).not.toContain(secret)
		expect(await logged('POST /reservation/guestInfo.mi')).toBe(true)
		const logs = server.output()
		for (const secret of secrets) expect(logs).not.toContain(secret)
	})
})
