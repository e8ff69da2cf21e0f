import { chromium } from '@playwright/test'

// The two booking pages Lighthouse audits exist only inside a visitor's booking: guest
// information once a room is held, the confirmation once it is booked. A browser goes
// through the sandbox as the journeys do (tests/e2e/support/booking.ts, booking.spec.ts)
// with JavaScript off, so each step is a plain form post; what Lighthouse then needs is
// the visitor's cookies, which it sends as a header on its own load of the page.

const VISA = { number: '4111111111111111', cvv: '123' } // TEST_CARDS.visa (packages/upstream-contract/src/test-cards.ts)
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Two nights at NYCMC, clear of its sold-out night (45 days ahead), the bench's rate list (60) and the journeys' slots (70 on). */
function stay(offset) {
	return new URLSearchParams({ propertyCode: 'NYCMC', fromDate: day(offset), toDate: day(offset + 2), roomCount: '1', numAdultsPerRoom: '1' })
}

async function submit(page, button) {
	// Together, so that a click that never lands does not leave the wait to reject unhandled.
	await Promise.all([page.waitForResponse((response) => response.request().method() === 'POST'), button.click()])
	await page.waitForLoadState()
}

async function holdRoom(page, baseUrl, offset) {
	await page.goto(`${baseUrl}/reservation/rateListMenu.mi?${stay(offset)}`)
	await submit(page, page.getByRole('button', { name: /^Select / }).first())
	if (!page.url().endsWith('/reservation/guestInfo.mi')) throw new Error(`holding a room ended on ${page.url()}`)
}

async function book(page) {
	const form = page.locator('form.guest-details')
	await form.getByLabel('First name').fill('Ana')
	await form.getByLabel('Last name').fill('García')
	await form.getByLabel('E-mail').fill('ana.bench@example.com')
	await form.getByLabel('Phone').fill('512 555 0147')
	await form.getByLabel('Country or region').selectOption({ label: 'United States' })
	await form.getByLabel('Address', { exact: true }).fill('1 Congress Ave')
	await form.getByLabel('City').fill('Austin')
	await form.getByLabel('State or province').selectOption({ label: 'Texas' })
	await form.getByLabel('Postal code', { exact: true }).fill('78701')
	await form.getByLabel(/^No, thanks/).check()
	await page.getByLabel(/I have read and accept/).check()
	await submit(page, page.getByRole('button', { name: 'Continue to review' }))
	// The payment service's card form, on its own origin.
	await page.getByLabel('Name on card').fill('Ana García')
	await page.getByLabel('Card number').fill(VISA.number)
	await page.getByLabel('Expiry month').selectOption('08')
	await page.getByLabel('Expiry year').selectOption(String(new Date().getUTCFullYear() + 1))
	await page.getByLabel('Security code (CVV)').fill(VISA.cvv)
	await page.getByLabel('Billing zip or postal code').fill('78701')
	await submit(page, page.getByRole('button', { name: 'Use this card' }))
	await page.waitForURL(/\/reservation\/reviewDetails\.mi$/)
	await submit(page, page.getByRole('button', { name: 'Book now' }))
	if (!page.url().endsWith('/reservation/confirmation.mi')) throw new Error(`booking ended on ${page.url()}`)
}

// Not the cookie that says the browser holds the stylesheet file (app/http/stylesheet-cookie.server.ts):
// Lighthouse loads the page with an empty cache, as a guest's deep link into a booking would.
const cookieHeader = async (context, baseUrl) =>
	(await context.cookies(baseUrl))
		.filter(({ name }) => name !== 'stylesheet')
		.map(({ name, value }) => `${name}=${value}`)
		.join('; ')

/** Cookies of a visitor at guest information (a room held) and of one at the confirmation (booked). */
export async function bookingVisitors(baseUrl) {
	const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
	try {
		const holding = await browser.newContext({ javaScriptEnabled: false })
		// Generous waits: on a loaded machine a cold sandbox's first rate search takes its time.
		holding.setDefaultTimeout(120_000)
		await holdRoom(await holding.newPage(), baseUrl, 50)
		const booked = await browser.newContext({ javaScriptEnabled: false })
		booked.setDefaultTimeout(120_000)
		const page = await booked.newPage()
		await holdRoom(page, baseUrl, 53)
		await book(page)
		return { guestInformation: await cookieHeader(holding, baseUrl), confirmation: await cookieHeader(booked, baseUrl) }
	} finally {
		await browser.close()
	}
}
