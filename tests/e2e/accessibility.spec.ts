import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'

// axe-core finds no serious or critical violation on the pages people land on. Each page is
// first known by its own heading: an error page (a 503 when the platform is slow) has
// markup of its own that would pass in its place.
const PAGES: Array<[path: string, heading: string]> = [
	['/', 'Find your next stay'],
	['/?destination=new+york', 'Find your next stay'],
	['/hotels/nycmc-meridian-new-york-times-square/overview', 'Meridian New York Times Square'],
	['/hotels/nycmc-meridian-new-york-times-square/reviews', 'Meridian New York Times Square'],
	['/hotels/chirz-the-ritz-carlton-chicago/location', 'The Ritz-Carlton, Chicago'],
	['/sign-in.mi', 'Sign in to your account'],
	['/es/sign-in.mi', 'Inicia sesión en tu cuenta'],
	// The booking flow's pages (the rate list finds its own dates, a 302 away).
	['/reservation/rateListMenu.mi?propertyCode=NYCMC', 'Rooms and rates: Meridian New York Times Square'],
	['/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX', 'Flexible Rate'],
	['/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG', 'Deluxe Guest Room, 1 King'],
	['/search/findHotels.mi?destinationAddress.destination=new+york', 'Hotels near “new york”'],
	['/search/availabilityCalendar.mi?propertyCode=NYCMC', 'Availability at Meridian New York Times Square'],
	['/search/hotelQuickView.mi?propertyCode=NYCMC', 'Meridian New York Times Square'],
	['/reservation/lookupReservation.mi', 'Find your reservation'],
	['/language', 'Choose your language'],
	// The luxury brands' own landing pages, in their own look.
	['/ritz', 'The Ritz-Carlton'],
	['/bulgari?destination=milano', 'Bulgari Hotels & Resorts'],
]

// axe-core is a script run inside the page: with JavaScript off Playwright cannot evaluate
// it (AxeBuilder.analyze waits forever), so these run in the JavaScript projects only.
for (const [path, heading] of PAGES) {
	test(`${path} has no serious or critical accessibility violation`, { tag: '@js-only' }, async ({ page }) => {
		const response = await page.goto(path)
		expect(response?.status()).toBe(200)
		await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible()
		expect(await seriousViolations(page)).toEqual([])
	})
}

test('guest information, with a cart, has no serious or critical accessibility violation', { tag: '@js-only' }, async ({ page }) => {
	await page.goto('/reservation/rateListMenu.mi?propertyCode=NYCMC')
	await page
		.getByRole('button', { name: /^Select Flexible Rate, / })
		.first()
		.click()
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await expect(page.getByRole('heading', { name: 'Your room is held' })).toBeVisible()
	expect(await seriousViolations(page)).toEqual([])
})
