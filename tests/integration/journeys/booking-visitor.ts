import { anotherAddress, sharedServer, type SharedServer } from '../shared-server.ts'
import type { Guest } from '../../e2e/support/guest.ts'
import { Visitor, type Page } from '../visitor.ts'

// What the booking journeys over plain HTTP share (issue 29): a guest of their own on the
// shared server, holding a room, the guest-details form, the payment service's card form,
// and the sandbox's outbox and scenarios on the shared server's own sandbox.

let server: SharedServer | undefined
export async function bookingServer(): Promise<SharedServer> {
	return (server ??= await sharedServer('app'))
}

/** A guest with JavaScript off, from an address of their own (joins and lookups count per address). */
export async function guestVisitor(): Promise<Visitor> {
	const { baseUrl } = await bookingServer()
	return new Visitor(baseUrl, { headers: { 'X-Forwarded-For': await anotherAddress() } })
}

export const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)
export const nextYear = String(new Date().getUTCFullYear() + 1)

/**
 * Two nights of this file's own: the shared sandbox is every vitest file's, and the other
 * files book 20–140 days ahead, so these journeys book 200 days ahead and more, each its own slot.
 */
export function stayFor(slot: number, propertyCode = 'NYCMC') {
	const offset = 200 + slot * 3
	return new URLSearchParams({ propertyCode, fromDate: isoDay(offset), toDate: isoDay(offset + 2), roomCount: '1', numAdultsPerRoom: '2' })
}

/** Selects the rate list's first rate (or the first whose Select button's name starts with `rate`): the guest-information page. */
export async function holdRoom(guest: Visitor, search: URLSearchParams, rate = 'Select '): Promise<Page> {
	const list = await guest.goto(`/reservation/rateListMenu.mi?${search}`)
	return selectRate(guest, list, rate)
}

/** Sends the form of the first button whose name (its aria-label, else its text) starts with `name`. */
export function selectRate(guest: Visitor, page: Page, name: string): Promise<Page> {
	const form = buttonNamed(page, name)?.closest('form')
	if (!form) throw new Error(`no button named "${name}…" in a form on ${page.path}`)
	return guest.submit(form)
}

/** The names of the page's buttons (a rate's Select says which rate in its aria-label). */
export const buttonNames = (page: Page) => [...page.document.querySelectorAll('button')].map(nameOf)

type Element = ReturnType<Page['document']['querySelector']> & object
/** A button's or link's name as a screen reader says it: its aria-label, else its text. */
export const nameOf = (element: Element) => element.getAttribute('aria-label') ?? (element.textContent ?? '').replace(/\s+/g, ' ').trim()
const buttonNamed = (page: Page, start: string) => [...page.document.querySelectorAll('button')].find((button) => nameOf(button).startsWith(start))

/** The guest-details form's fields by label, as support/booking.ts's fillGuest types them. */
export function guestFields(guest: Guest): Record<string, string | boolean> {
	return {
		'First name': guest.givenName,
		'Last name': guest.surname,
		'E-mail': guest.email,
		Phone: guest.phone,
		'Country or region': guest.country,
		Address: guest.line1 ?? '',
		City: guest.city ?? '',
		'State or province': guest.state ?? '',
		'Postal code': guest.postalCode ?? '',
		'No, thanks': true,
	}
}

export const CONSENT = 'I have read and accept'

/** The guest-details form of the page (form.guest-details). */
export function guestForm(page: Page) {
	const form = page.document.querySelector('form.guest-details')
	if (!form) throw new Error(`no guest-details form on ${page.path}`)
	return form
}

/** Fills the guest details (and `more`, by label) and sends them with `button`. */
export function sendDetails(guest: Visitor, page: Page, details: Guest, more: Record<string, string | boolean> = {}, button = 'Continue to review') {
	return guest.submit(guestForm(page), { ...guestFields(details), [CONSENT]: true, ...more }, button)
}

/**
 * Pays at the payment service, where the guest was sent: the card typed on its page (never
 * ours), the bank's confirmation answered when it asks. Ends back on our site.
 */
export async function payWithCard(guest: Visitor, sent: Page, card: { number: string; cvv: string }): Promise<Page> {
	const { paymentOrigin } = await bookingServer()
	if (sent.url.origin !== new URL(paymentOrigin).origin) throw new Error(`not sent to the payment service but to ${sent.url.href}`)
	const cardPage = await guest.goto(sent.url.href)
	let answer = await guest.submit(
		cardPage.form('Use this card'),
		{
			'Name on card': 'Ana García',
			'Card number': card.number,
			'Expiry month': '08',
			'Expiry year': nextYear,
			'Security code (CVV)': card.cvv,
			'Billing zip or postal code': '78701',
		},
		'Use this card',
	)
	if (answer.url.origin === new URL(paymentOrigin).origin) {
		const bank = await guest.goto(answer.url.href)
		answer = await guest.submit(bank.form('Confirm the payment'), {}, 'Confirm the payment')
	}
	return answer
}

async function sandbox(path: string, body?: object) {
	const { sandboxUrl } = await bookingServer()
	const init = body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {}
	const answer = await fetch(`${sandboxUrl}${path}`, init)
	if (!answer.ok) throw new Error(`the sandbox answered ${answer.status} to ${path}`)
	return answer.json()
}

/** What the sandbox sent this address: one confirmation e-mail per reservation. */
export async function outboxOf(email: string): Promise<Array<{ confirmationNumber: string; subject: string }>> {
	return (await sandbox(`/sandbox/outbox?recipient=${encodeURIComponent(email)}`)).messages
}

/** Other guests take every room of this type for the stay (the sandbox's scenario). */
export async function sellOut(search: URLSearchParams, roomCode: string) {
	await sandbox('/sandbox/sell-out', {
		propertyId: search.get('propertyCode'),
		roomCode,
		checkInDate: search.get('fromDate'),
		checkOutDate: search.get('toDate'),
	})
}

/** The platform refuses this guest's bookings at Book now with a reservation code, or no longer (null). */
export async function refuseOrdersOf(email: string, code: string | null) {
	await sandbox('/sandbox/order-refusal', { email, code })
}

let guests = 0
/** An e-mail no other file or run uses. */
export const freshEmail = (label: string) => `${label}-${process.pid}-${Date.now()}-${(guests += 1)}@example.com`

/** The element named `name` by aria-label or aria-labelledby (a region, a navigation, a complementary bar). */
export function named(page: Page, name: string): Element | undefined {
	return [...page.document.querySelectorAll('[aria-label], [aria-labelledby]')].find((element) => {
		const labelledBy = element.getAttribute('aria-labelledby')
		const label = labelledBy
			? labelledBy
					.split(/\s+/)
					.map((id) => page.document.getElementById(id)?.textContent ?? '')
					.join(' ')
			: (element.getAttribute('aria-label') ?? '')
		return label.replace(/\s+/g, ' ').trim() === name
	})
}
