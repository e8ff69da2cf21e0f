import { expect, type FrameLocator, type Page } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { OWN_PAYMENT_PORT, PAYMENT_PORT, SANDBOX_PORT, sandboxUrlOf } from './servers.ts'
import { submitAndSettle } from './sign-in.ts'

// What the booking journeys share: nights of their own per project and slot, holding a
// room, the guest-details form, and what the sandbox has (its outbox, its scenarios).

export const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)
export const nextYear = String(new Date().getUTCFullYear() + 1)

const PROJECT_OFFSET: Record<string, number> = { 'no-js': 0, js: 2, 'phone-no-js': 4 }

export function stayFor(project: string, slot: number, propertyCode = 'NYCMC') {
	const offset = 70 + slot * 8 + (PROJECT_OFFSET[project] ?? 6)
	return new URLSearchParams({ propertyCode, fromDate: isoDay(offset), toDate: isoDay(offset + 2), roomCount: '1', numAdultsPerRoom: '2' })
}

export async function holdRoom(page: Page, search: URLSearchParams) {
	await page.goto(`/reservation/rateListMenu.mi?${search}`)
	await submitAndSettle(page, page.getByRole('button', { name: /^Select / }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
}

export type { Guest } from './guest.ts'
export { ana } from './guest.ts'
import type { Guest } from './guest.ts'

export async function fillGuest(page: Page, guest: Guest) {
	const form = page.locator('form.guest-details')
	await form.getByLabel('First name').fill(guest.givenName)
	await form.getByLabel('Last name').fill(guest.surname)
	await form.getByLabel('E-mail').fill(guest.email)
	await form.getByLabel('Phone').fill(guest.phone)
	await form.getByLabel('Country or region').selectOption({ label: guest.country })
	await form.getByLabel('Address', { exact: true }).fill(guest.line1 ?? '')
	await form.getByLabel('City').fill(guest.city ?? '')
	await form.getByLabel('State or province').selectOption(guest.state ? { label: guest.state } : '')
	await form.getByLabel('Postal code', { exact: true }).fill(guest.postalCode ?? '')
	await form.getByLabel(/^No, thanks/).check()
}

/** The payment service's card form, on its own origin (the sandbox's, beside this server's). */
export const PAYMENT_PAGE = new RegExp(`^http://127\\.0\\.0\\.1:(?:${PAYMENT_PORT}|${OWN_PAYMENT_PORT})/pay/`)

/** Our payment step with JavaScript: the service's card form in a frame. */
const onCardFrame = (url: URL) => url.pathname.endsWith('/reservation/cardPayment.mi')
const onCardStep = (url: URL) => PAYMENT_PAGE.test(url.href) || onCardFrame(url)

/** Where the card is typed: the payment service's whole page (JavaScript off), or its frame on our payment step (on). */
export async function cardForm(page: Page): Promise<Page | FrameLocator> {
	await page.waitForURL(onCardStep)
	return onCardFrame(new URL(page.url())) ? page.frameLocator('iframe[title="The payment service\'s card form"]') : page
}

/**
 * Pays at the payment service, where Continue led: the card typed there (never on our
 * site, whether on its whole page or in its frame) and given; the 3-D Secure test card's
 * confirmation answered as `authentication` says. Ends back on our site, wherever the
 * service's answer led.
 */
export async function payWithCard(
	page: Page,
	card: { number: string; cvv: string },
	{ authentication = 'confirm' }: { authentication?: 'confirm' | 'refuse' } = {},
) {
	const form = await cardForm(page)
	await form.getByLabel('Name on card').fill('Ana García')
	await form.getByLabel('Card number').fill(card.number)
	await form.getByLabel('Expiry month').selectOption('08')
	await form.getByLabel('Expiry year').selectOption(nextYear)
	await form.getByLabel('Security code (CVV)').fill(card.cvv)
	await form.getByLabel('Billing zip or postal code').fill('78701')
	await submitAndSettle(page, form.getByRole('button', { name: 'Use this card' }))
	const bank = form.getByRole('heading', { name: 'Confirm with your bank' })
	// The bank asks (on the service's page or in its frame), or the guest is back on our site already.
	await expect.poll(async () => !onCardStep(new URL(page.url())) || (await bank.isVisible())).toBe(true)
	if (onCardStep(new URL(page.url())))
		await submitAndSettle(page, form.getByRole('button', { name: authentication === 'confirm' ? 'Confirm the payment' : 'Refuse' }))
	await page.waitForURL((url) => !onCardStep(url))
}

/** What the sandbox sent this address, newest first: one confirmation e-mail per reservation. */
export async function outboxOf(email: string): Promise<Array<{ confirmationNumber: string; subject: string }>> {
	const answer = await fetch(`http://127.0.0.1:${SANDBOX_PORT}/sandbox/outbox?recipient=${encodeURIComponent(email)}`)
	return (await answer.json()).messages
}

// Each step of a journey, as the person sees it with JavaScript off or on: axe-core finds
// nothing (support/axe.ts runs it in both).
export async function expectAccessible(page: Page) {
	expect(await axeViolations(page)).toEqual([])
}

export const consent = (page: Page) => page.getByLabel(/I have read and accept/)
export const continueToReview = (page: Page) => submitAndSettle(page, page.getByRole('button', { name: 'Continue to review' }))

/** Other guests take every room of this type for the stay, at the hotel, as the guest types (the sandbox's scenario). */
export async function sellOut(search: URLSearchParams, roomCode: string) {
	const stay = { propertyId: search.get('propertyCode'), roomCode, checkInDate: search.get('fromDate'), checkOutDate: search.get('toDate') }
	const answer = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}/sandbox/sell-out`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(stay),
	})
	if (!answer.ok) throw new Error(`the sandbox did not sell the rooms out: ${answer.status}`)
}

/** The platform's own checks refuse this guest's bookings at Book now with a reservation code, or no longer (null; the sandbox's scenario). */
export async function refuseOrdersOf(email: string, code: string | null) {
	const answer = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}/sandbox/order-refusal`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email, code }),
	})
	if (!answer.ok) throw new Error(`the sandbox did not set the refusal: ${answer.status}`)
}
