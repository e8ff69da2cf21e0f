/** A test card as the guest types it. */
type Card = { number: string; cvv: string }

/**
 * The guest at the payment service's card form (never the app): the card typed and given,
 * the bank's confirmation answered when it asks; the address the service sends them back to.
 */
export async function payAtService(cardForm: string, card: Card, authentication: 'confirm' | 'refuse' = 'confirm'): Promise<URL> {
	const typed = { cardholderName: 'Ana García', cardNumber: card.number, cvv: card.cvv, expiryMonth: '08', expiryYear: String(new Date().getUTCFullYear() + 1) }
	let answer = await fetch(cardForm, { method: 'POST', body: new URLSearchParams(typed), redirect: 'manual' })
	if (answer.headers.get('location')?.endsWith('/confirm')) {
		answer = await fetch(`${cardForm}/confirm`, { method: 'POST', body: new URLSearchParams({ answer: authentication }), redirect: 'manual' })
	}
	const location = answer.headers.get('location')
	if (answer.status !== 303 || !location) throw new Error(`the payment service took no card: ${answer.status}`)
	return new URL(location)
}
