import { createHash } from 'node:crypto'
import { networkName } from './card-check.ts'

// The payment service's pages, as plain HTML forms (no script): the card form and the
// issuer's confirmation (3-D Secure). Nothing the guest typed for the number or the
// security code is ever written back. Framed in the merchant's page (`framed`), the forms
// post inside the frame, and the last answer is a page that hands the merchant the
// return address (the one script the service serves, and a link for a browser without it).

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:1rem auto;padding:0 1rem;color:#1a1a1a}
label{display:block;font-weight:600;margin-top:.75rem}input,select{font:inherit;width:100%;box-sizing:border-box;padding:.4rem}
.error{color:#a00;margin:.25rem 0}.row{display:flex;gap:1rem}.row>div{flex:1}button{font:inherit;margin-top:1rem;padding:.5rem 1rem}
.service{color:#555;font-size:.875rem}`

function page(title: string, body: string) {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head><body>
<p class="service">Meridian payment service — your card is taken here, not by the hotel's site.</p>
${body}</body></html>`
}

// A whole page answers in the whole window; a framed one inside its frame, until the end.
const targetOf = (framed: boolean) => (framed ? '_self' : '_top')

export type CardFormValues = { cardholderName?: string; expiryMonth?: string; expiryYear?: string; billingPostalCode?: string }

/** The card form; `problem`: the field the last attempt was refused for, with why. */
export function cardFormPage({
	action,
	cancelHref,
	acceptedCards,
	years,
	values = {},
	problem,
	framed = false,
}: {
	action: string
	cancelHref: string
	acceptedCards: readonly string[]
	years: readonly number[]
	values?: CardFormValues
	problem?: { field: string; why: string }
	framed?: boolean
}) {
	const errorOf = (field: string) => (problem?.field === field ? `<p class="error" id="${field}-error">${escape(problem.why)}</p>` : '')
	const described = (field: string) => (problem?.field === field ? ` aria-invalid="true" aria-describedby="${field}-error"` : '')
	const option = (value: string, chosen?: string) => `<option value="${value}"${value === chosen ? ' selected' : ''}>${value}</option>`
	const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'))
	const accepted = acceptedCards.map((network) => `<li>${escape(networkName(network))}</li>`).join('')
	return page(
		'Pay by card',
		`<h1>Pay by card</h1>
<p>The hotel takes these cards:</p><ul>${accepted}</ul>
<form method="post" action="${escape(action)}" target="${targetOf(framed)}">
<label for="cardholderName">Name on card</label>
<input id="cardholderName" name="cardholderName" autocomplete="cc-name" value="${escape(values.cardholderName ?? '')}"${described('cardholderName')}>${errorOf('cardholderName')}
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23"${described('cardNumber')}>${errorOf('cardNumber')}
<div class="row"><div><label for="expiryMonth">Expiry month</label>
<select id="expiryMonth" name="expiryMonth" autocomplete="cc-exp-month"${described('expiryMonth')}><option value="">Month</option>${months.map((month) => option(month, values.expiryMonth)).join('')}</select></div>
<div><label for="expiryYear">Expiry year</label>
<select id="expiryYear" name="expiryYear" autocomplete="cc-exp-year"><option value="">Year</option>${years.map((year) => option(String(year), values.expiryYear)).join('')}</select></div></div>${errorOf('expiryMonth')}
<label for="cvv">Security code (CVV)</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" maxlength="4"${described('cvv')}>${errorOf('cvv')}
<label for="billingPostalCode">Billing zip or postal code</label>
<input id="billingPostalCode" name="billingPostalCode" autocomplete="billing postal-code" maxlength="9" value="${escape(values.billingPostalCode ?? '')}">
<button type="submit">Use this card</button>
</form>
<p><a href="${escape(cancelHref)}" target="_top">Back to the hotel without paying</a></p>`,
	)
}

/** The issuer's confirmation of the 3-D Secure test card: confirm or refuse. */
export function confirmationPage({ action, network, lastFour, framed = false }: { action: string; network: string; lastFour: string; framed?: boolean }) {
	return page(
		'Confirm with your bank',
		`<h1>Confirm with your bank</h1>
<p>Your bank asks you to confirm this payment with your ${escape(networkName(network))} card ending in ${escape(lastFour)} (3-D Secure).</p>
<form method="post" action="${escape(action)}" target="${targetOf(framed)}">
<button type="submit" name="answer" value="confirm">Confirm the payment</button>
<button type="submit" name="answer" value="refuse">Refuse</button>
</form>`,
	)
}

export const goneAnswer = () =>
	page('Payment session ended', '<h1>This payment session has ended</h1><p>Go back to the hotel’s site and start the payment again.</p>')

// Tells the merchant's page (the frame's parent, and only on the merchant's origin) where the
// guest goes now; the merchant's page checks the message came from this origin and frame.
const FINISH_SCRIPT = `const link=document.getElementById('finish');parent.postMessage({type:'payment-finished',href:link.href},link.dataset.merchant)`

/** The CSP source that lets the finished page's one script run, and nothing else. */
export const FINISH_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FINISH_SCRIPT).digest('base64')}'`

/** The framed step's last page: the merchant's return address, for its page to go to (a link to follow without script). */
export function finishedPage({ href, merchant, tokenIssued }: { href: string; merchant: string; tokenIssued: boolean }) {
	return page(
		tokenIssued ? 'Card accepted' : 'No card taken',
		`<h1>${tokenIssued ? 'Card accepted' : 'No card taken'}</h1>
<p><a id="finish" href="${escape(href)}" data-merchant="${escape(merchant)}" target="_top">Back to the hotel</a></p>
<script>${FINISH_SCRIPT}</script>`,
	)
}
