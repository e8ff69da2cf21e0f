import { expect, test, type Page } from './support/test.ts'
import { submitAndSettle } from './support/sign-in.ts'

// The rate list menu from a hotel page to guest information, with JavaScript off and on.
// What the list shows a guest and a member, where Select, its search and its links lead,
// and its refusals (points, choosing again, the sticky bar, flexible dates, a selection that
// is not one, the points and group tabs, signing in from a member rate, yen and won, a bad
// search, Spanish) run over plain HTTP in tests/integration/journeys/rate-list.test.ts
// (issue 29); the browser keeps a guest searching and selecting, the pictures loading, and
// what JavaScript changes (the details modal, the currency selector).
const OVERVIEW = '/hotels/nycmc-meridian-new-york-times-square/overview'
const RATE_LIST = '/reservation/rateListMenu.mi'

/** A date some days ahead, as YYYY-MM-DD and as an en-US guest types it. */
function dayAhead(days: number) {
	const date = new Date()
	date.setUTCDate(date.getUTCDate() + days)
	const iso = date.toISOString().slice(0, 10)
	const [year, month, day] = iso.split('-')
	return { iso, typed: `${month}/${day}/${year}` }
}
const checkIn = dayAhead(20)
const checkOut = dayAhead(22)
const stay = (propertyCode: string, extra = '') => `${RATE_LIST}?propertyCode=${propertyCode}&fromDate=${checkIn.iso}&toDate=${checkOut.iso}${extra}`

async function selectRate(page: Page, name: RegExp) {
	await submitAndSettle(page, page.getByRole('button', { name }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await expect(page.getByRole('heading', { name: 'Guest information', level: 1 })).toBeVisible()
}

test.describe('the rate list', () => {
	test('a guest searches from the hotel page, switches tabs and taxes, and selects a rate', { tag: '@js' }, async ({ page }) => {
		await page.goto(OVERVIEW)
		const search = page.getByRole('form', { name: 'Search rooms and rates' })
		await search.getByLabel('Check-in').fill(checkIn.typed)
		await search.getByLabel('Check-out').fill(checkOut.typed)
		await search.getByLabel('Adults per room').selectOption('2')
		await search.getByRole('button', { name: 'Find rates' }).click()

		await expect(page).toHaveURL(new RegExp(`${RATE_LIST.replace(/\./g, '\\.')}\\?propertyCode=NYCMC&fromDate=${checkIn.iso}&toDate=${checkOut.iso}`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rooms and rates: Meridian New York Times Square')
		// The hotel's header (spec 000 §2, the rate list's page type): its name links to the hotel page, with the save heart beside it.
		await expect(page.getByRole('link', { name: 'Meridian New York Times Square', exact: true })).toHaveAttribute('href', OVERVIEW)
		await expect(page.getByRole('link', { name: 'Save Meridian New York Times Square to your hotels' })).toBeVisible()
		await expect(page.getByText('2 nights · 1 room, 2 adults per room')).toBeVisible()
		const tabs = page.getByRole('navigation', { name: 'Rate types' })
		await expect(tabs.getByRole('link', { name: 'Standard rates' })).toHaveAttribute('aria-current', 'page')

		// A guest sees member rates with the invitation to sign in, and no Select.
		await expect(page.getByRole('button', { name: /^Select Member Flexible Rate/ })).toHaveCount(0)
		const signInForRate = page.getByRole('link', { name: 'Sign in to get this rate' }).first()
		await expect(signInForRate).toHaveAttribute('href', /^\/sign-in\.mi\?returnTo=%2Freservation%2FrateListMenu\.mi%3FpropertyCode%3DNYCMC/)

		await tabs.getByRole('link', { name: 'Deals and packages' }).click()
		await expect(tabs.getByRole('link', { name: 'Deals and packages' })).toHaveAttribute('aria-current', 'page')
		await expect(page.getByRole('heading', { name: /Bed and Breakfast/ }).first()).toBeVisible()
		await expect(page.getByRole('heading', { name: /Flexible Rate/ })).toHaveCount(0)

		// The taxes toggle is a link: the same list, prices with taxes.
		const before = await page.locator('.rate-card__total').first().textContent()
		await page.getByRole('link', { name: 'Show prices with taxes and fees' }).click()
		await expect(page).toHaveURL(/showFullPrice=true/)
		await expect(page.getByText('Prices shown: With taxes and fees')).toBeVisible()
		await expect(page.getByText('Taxes and fees included').first()).toBeVisible()
		expect(await page.locator('.rate-card__total').first().textContent()).not.toBe(before)

		await tabs.getByRole('link', { name: 'Standard rates' }).click()
		await expect(page).toHaveURL(/tab=standard&showFullPrice=true/)
		await expect(page.getByRole('link', { name: /^Rate details: Flexible Rate/ }).first()).toHaveAttribute(
			'href',
			/^\/reservation\/rateDetails\.mi\?propertyCode=NYCMC&ratePlanCode=FLEX&roomCode=[A-Z0-9]+&fromDate=\d{4}-\d{2}-\d{2}&toDate=\d{4}-\d{2}-\d{2}&numberOfAdults=\d$/,
		)
		await selectRate(page, /^Select Flexible Rate, /)
		await expect(page.getByText('Meridian New York Times Square').first()).toBeVisible()
		await expect(page.getByText('Flexible Rate').first()).toBeVisible()
	})

	test("each rate card shows its room's picture in the spec's sizes, the first two loaded at once and the rest when scrolled to", async ({ page }) => {
		await page.goto(stay('NYCMC'))
		const cards = page.locator('.rate-list__cards > .rate-card')
		const images = cards.locator('.rate-card__image')
		expect(await cards.count()).toBeGreaterThan(2)
		await expect(images).toHaveCount(await cards.count())
		await expect(images.first()).toHaveAttribute(
			'srcset',
			/^\/content\/dam\/nycmc\/rooms\/[a-z0-9]+-bedroom\.jpg\?wid=358&hei=160&qlt=90 358w, \S+\?wid=451&hei=366&qlt=90 451w, \S+\?wid=562&hei=366&qlt=90 562w$/,
		)
		await expect(images.first()).toHaveAttribute('sizes', '(min-width: 1024px) 562px, (min-width: 768px) 451px, 358px')
		await expect(images.first()).toHaveAttribute('width', '358')
		await expect(images.first()).toHaveAttribute('height', '160')
		await expect(images.nth(0)).toHaveAttribute('loading', 'eager')
		await expect(images.nth(1)).toHaveAttribute('loading', 'eager')
		await expect(images.nth(2)).toHaveAttribute('loading', 'lazy')
		await expect(images.last()).toHaveAttribute('loading', 'lazy')
		// The alt text names the room the card is for (its heading is "room · rate").
		for (const index of [0, 1, 2]) {
			const alt = (await images.nth(index).getAttribute('alt')) ?? ''
			expect(alt).not.toBe('')
			await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^${alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} · `))
		}
		// The first picture arrives (the demo images stand in for the image cache).
		await expect.poll(() => images.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
	})

	test('rate details from the rate list: the page without JavaScript, the modal with it', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		const hydrationErrors: string[] = []
		page.on('pageerror', (error) => hydrationErrors.push(error.message))
		await page.goto(stay('NYCMC'))
		const link = page.getByRole('link', { name: /^Rate details: Flexible Rate/ }).first()
		await link.click()
		if (!javaScriptEnabled) {
			await expect(page).toHaveURL(/^http:\/\/[^/]+\/reservation\/rateDetails\.mi\?propertyCode=NYCMC&ratePlanCode=FLEX&roomCode=/)
			await expect(page.getByRole('heading', { level: 1, name: 'Flexible Rate' })).toBeVisible()
			// The stay night by night (nightly products): one row a night, each with its total.
			const nights = page.getByRole('table', { name: 'The rate for one room each night of the stay' })
			await expect(nights.getByRole('row')).not.toHaveCount(0)
			await expect(nights.getByRole('columnheader', { name: 'Total' })).toBeVisible()
			return
		}
		const dialog = page.getByRole('dialog', { name: 'Flexible Rate' })
		await expect(dialog).toBeVisible()
		await expect(dialog.getByRole('heading', { name: 'Cancellation policy' })).toBeVisible()
		await expect(page).toHaveURL(/rateListMenu\.mi/)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(link).toBeFocused()
		expect(hydrationErrors).toEqual([])
	})

	test('prices can be shown in another currency, the hotel still charging its own', { tag: '@js' }, async ({ page }, testInfo) => {
		await page.goto(stay('NYCMC'))
		await expect(page.locator('.rate-card__nightly').first()).toHaveText(/^\$[\d,]+\.\d{2} per night/)
		await page.getByLabel('Show prices in').selectOption('EUR')
		// Without JavaScript the selector is a GET form with its own button.
		if (testInfo.project.name === 'no-js') await page.getByRole('button', { name: 'Change currency' }).click()
		await expect(page).toHaveURL(/currency=EUR/)
		await expect(page).toHaveURL(/fromDate=/)
		await expect(page.locator('.rate-card__nightly').first()).toHaveText(/^€[\d,]+\.\d{2} per night/)
		// Said once: the selector's note, no second line of the list's own.
		await expect(page.getByText('You will be charged in')).toHaveCount(1)
		await expect(page.getByText("You will be charged in USD, the hotel's currency.")).toBeVisible()
	})
})
