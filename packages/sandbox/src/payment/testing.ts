import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'

// What the tests of the payment service and of the platform's payment operation share: a
// session opened as a merchant opens one, and a card given as a guest's browser gives it.

export const RETURN_URL = 'http://localhost:9/reservation/paymentReturn.mi?from=guestInfo'

/** Opens a session for a cart, as the merchant's server does; the service's answer. */
export async function openPaymentSession(paymentUrl: string, body: Record<string, unknown>) {
	return fetch(`${paymentUrl}/sessions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
}

export function typedCard(overrides: Record<string, string> = {}) {
	return {
		cardholderName: 'Ana García',
		cardNumber: TEST_CARDS.visa.number,
		cvv: TEST_CARDS.visa.cvv,
		expiryMonth: '12',
		expiryYear: String(new Date().getUTCFullYear() + 2),
		billingPostalCode: '78701',
		...overrides,
	}
}

/** Posts a form to the service and keeps the redirect unfollowed. */
export const postForm = (url: string, fields: Record<string, string>) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' })

/** A one-time token for the cart, for the card typed (confirmed with the issuer when it asks). */
export async function tokenFor(paymentUrl: string, cartId: string, overrides: Record<string, string> = {}): Promise<string> {
	const opened = await openPaymentSession(paymentUrl, { returnUrl: RETURN_URL, reference: cartId })
	const { path } = (await opened.json()) as { path: string }
	let answer = await postForm(`${paymentUrl}${path}`, typedCard(overrides))
	if (answer.headers.get('location')?.endsWith('/confirm')) answer = await postForm(`${paymentUrl}${path}/confirm`, { answer: 'confirm' })
	const token = new URL(answer.headers.get('location') ?? 'http://none/').searchParams.get('paymentToken')
	if (!token) throw new Error(`no token for the card: ${answer.status}`)
	return token
}
