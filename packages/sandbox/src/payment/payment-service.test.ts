import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { startTestSandbox } from '../testing.ts'
import { openPaymentSession, postForm, RETURN_URL, typedCard } from './testing.ts'

// The payment service on its own port, as a guest's browser and a merchant's server use it:
// the card form, the token that sends the guest back, the issuer's confirmation of the
// 3-D Secure test card, and the return addresses it refuses.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const BERLIN = ['visa', 'mastercard', 'discover', 'jcb']

async function session(acceptedCards?: string[]) {
	const opened = await openPaymentSession(sandbox.paymentUrl, { returnUrl: RETURN_URL, reference: 'CART-1', acceptedCards })
	expect(opened.status).toBe(201)
	return `${sandbox.paymentUrl}${((await opened.json()) as { path: string }).path}`
}

const answerOf = (location: string | null) => Object.fromEntries(new URL(location ?? 'http://none/').searchParams)

describe('the payment service', () => {
	it('is on an origin of its own, and serves a card form that posts to itself, framed and posted on only by the merchant', async () => {
		expect(new URL(sandbox.paymentUrl).origin).not.toBe(new URL(sandbox.url).origin)
		const form = await fetch(await session(BERLIN))
		expect(form.status).toBe(200)
		const html = await form.text()
		expect(html).toMatch(/<form method="post" action="\/pay\/[\w-]+" target="_top">/)
		for (const label of ['Name on card', 'Card number', 'Expiry month', 'Expiry year', 'Security code (CVV)']) expect(html).toContain(`>${label}</label>`)
		expect(html).toContain('<li>JCB</li>')
		expect(html).not.toContain('<li>American Express</li>')
		expect(form.headers.get('content-security-policy')).toContain("form-action 'self' http://localhost:9; frame-ancestors http://localhost:9")
		expect(form.headers.get('referrer-policy')).toBe('no-referrer')
	})

	it('sends the guest back with a one-time token reference, the brand and the last four digits: never the number', async () => {
		const answer = await postForm(await session(), typedCard())
		expect(answer.status).toBe(303)
		const location = answer.headers.get('location') ?? ''
		expect(location.startsWith('http://localhost:9/reservation/paymentReturn.mi?from=guestInfo&')).toBe(true)
		expect(answerOf(location)).toEqual({ from: 'guestInfo', paymentToken: expect.stringMatching(/^[\w-]{32}$/), cardBrand: 'visa', cardLastFour: '1111' })
		expect(location).not.toContain(TEST_CARDS.visa.number)
		expect(location).not.toContain(`=${TEST_CARDS.visa.cvv}`)
	})

	it('gives the card form back with the reason next to the field, without the number or the code, for a card it refuses', async () => {
		const url = await session(BERLIN)
		const amex = await postForm(url, typedCard({ cardNumber: TEST_CARDS.amex.number, cvv: TEST_CARDS.amex.cvv }))
		expect(amex.status).toBe(400)
		const html = await amex.text()
		expect(html).toContain('<p class="error" id="cardNumber-error">The hotel does not take American Express: use one of the cards listed above</p>')
		expect(html).not.toContain(TEST_CARDS.amex.number)
		expect(html).not.toContain(TEST_CARDS.amex.cvv)
		expect(html).toContain('value="Ana García"')
		const shortCode = await postForm(url, typedCard({ cvv: '12' }))
		expect(shortCode.status).toBe(400)
		expect(await shortCode.text()).toContain('id="cvv-error">The security code has the wrong length')
		expect((await postForm(url, typedCard())).status).toBe(303)
	})

	it('asks the issuer’s confirmation for the 3-D Secure test card, and issues a token only when the guest confirms', async () => {
		const url = await session()
		const asked = await postForm(url, typedCard({ cardNumber: TEST_CARDS.threeDSecure.number }))
		expect(asked.status).toBe(303)
		expect(asked.headers.get('location')).toBe(`${new URL(url).pathname}/confirm`)
		const page = await (await fetch(`${url}/confirm`)).text()
		expect(page).toContain('Visa card ending in 3220 (3-D Secure)')
		const confirmed = await postForm(`${url}/confirm`, { answer: 'confirm' })
		expect(answerOf(confirmed.headers.get('location'))).toMatchObject({ paymentToken: expect.any(String), cardLastFour: '3220' })
		// One token per session: the form is gone once it is issued.
		expect((await fetch(url)).status).toBe(410)
	})

	it('sends the guest back with the refusal, and no token, when they refuse the issuer’s confirmation', async () => {
		const url = await session()
		await postForm(url, typedCard({ cardNumber: TEST_CARDS.threeDSecure.number }))
		const refused = await postForm(`${url}/confirm`, { answer: 'refuse' })
		expect(refused.status).toBe(303)
		expect(answerOf(refused.headers.get('location'))).toEqual({ from: 'guestInfo', paymentRefused: 'authentication' })
		expect((await fetch(url)).status).toBe(410)
		expect((await postForm(`${url}/confirm`, { answer: 'confirm' })).status).toBe(410)
	})

	it.each([
		['another site', 'https://evil.example/steal'],
		['a relative path', '/reservation/paymentReturn.mi'],
		['a script address', 'javascript:alert(1)//localhost'],
		['credentials', 'http://user:pass@localhost:9/back'],
		['a look-alike host', 'http://localhost.evil.example/back'],
	])('opens no session that would send the guest to %s', async (_name, returnUrl) => {
		const opened = await openPaymentSession(sandbox.paymentUrl, { returnUrl, reference: 'CART-1' })
		expect(opened.status).toBe(400)
	})

	it('answers an unknown session as ended', async () => {
		expect((await fetch(`${sandbox.paymentUrl}/pay/unknown`)).status).toBe(410)
		expect((await postForm(`${sandbox.paymentUrl}/pay/unknown`, typedCard())).status).toBe(410)
	})
})

describe('the payment service framed in the merchant’s page', () => {
	const framed = (url: string) => `${url}?display=frame`
	/** The finished page's return address, and its policy. */
	async function finishedOf(answer: Response) {
		expect(answer.status).toBe(200)
		const html = await answer.text()
		const href = /<a id="finish" href="([^"]+)" data-merchant="http:\/\/localhost:9" target="_top">Back to the hotel<\/a>/.exec(html)?.[1] ?? ''
		return { href: href.replaceAll('&#38;', '&'), html, csp: answer.headers.get('content-security-policy') ?? '' }
	}

	it('posts inside the frame, may be framed by the merchant only, and hands the merchant’s page the return address with the token', async () => {
		const url = await session()
		const form = await fetch(framed(url))
		expect(await form.text()).toMatch(/<form method="post" action="\/pay\/[\w-]+\?display=frame" target="_self">/)
		expect(form.headers.get('content-security-policy')).toContain("script-src 'none'")
		expect(form.headers.get('content-security-policy')).toMatch(/frame-ancestors http:\/\/localhost:9$/)

		const { href, html, csp } = await finishedOf(await postForm(framed(url), typedCard()))
		expect(answerOf(href)).toEqual({ from: 'guestInfo', paymentToken: expect.stringMatching(/^[\w-]{32}$/), cardBrand: 'visa', cardLastFour: '1111' })
		expect(html).toContain("parent.postMessage({type:'payment-finished',href:link.href},link.dataset.merchant)")
		// The one script runs by its hash; the page is still framed by the merchant only.
		expect(csp).toMatch(/script-src 'sha256-[\w+/=]+';/)
		expect(csp).toMatch(/frame-ancestors http:\/\/localhost:9$/)
		expect(html).not.toContain(TEST_CARDS.visa.number)
	})

	it('asks the issuer’s confirmation inside the frame; a refusal hands back the refusal and no token', async () => {
		const url = await session()
		const asked = await postForm(framed(url), typedCard({ cardNumber: TEST_CARDS.threeDSecure.number }))
		expect(asked.headers.get('location')).toBe(`${new URL(url).pathname}/confirm?display=frame`)
		expect(await (await fetch(framed(`${url}/confirm`))).text()).toMatch(/action="\/pay\/[\w-]+\/confirm\?display=frame" target="_self"/)
		const { href } = await finishedOf(await postForm(framed(`${url}/confirm`), { answer: 'refuse' }))
		expect(answerOf(href)).toEqual({ from: 'guestInfo', paymentRefused: 'authentication' })
	})

	it('lets an ended session’s page sit in a known merchant’s frame only', async () => {
		const gone = await fetch(`${sandbox.paymentUrl}/pay/unknown?display=frame`)
		expect(gone.status).toBe(410)
		expect(gone.headers.get('content-security-policy')).toMatch(/frame-ancestors (?:\S+ )*http:\/\/localhost:\*/)
		expect(gone.headers.get('content-security-policy')).not.toContain('*;')
	})
})
