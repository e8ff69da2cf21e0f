import { expect, test } from '@playwright/test'
import { seriousViolations } from './support/axe.ts'

// axe-core finds no serious or critical violation on the pages people land on.
const PAGES = [
	'/',
	'/?destination=new+york',
	'/hotels/nycmc-meridian-new-york-times-square/overview',
	'/hotels/nycmc-meridian-new-york-times-square/reviews',
	'/hotels/chirz-the-ritz-carlton-chicago/location',
	'/sign-in.mi',
	'/es/sign-in.mi',
	// The booking flow's pages (the rate list finds its own dates, a 302 away).
	'/reservation/rateListMenu.mi?propertyCode=NYCMC',
	'/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX',
	'/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG',
	'/search/findHotels.mi?destinationAddress.destination=new+york',
	'/search/availabilityCalendar.mi?propertyCode=NYCMC',
	'/search/hotelQuickView.mi?propertyCode=NYCMC',
	'/reservation/lookupReservation.mi',
	'/language',
	// The luxury brands' own landing pages, in their own look.
	'/ritz',
	'/bulgari?destination=milano',
]

const NO_JS_REASON = 'axe-core is a script run inside the page; the server sends the same markup either way'

for (const path of PAGES) {
	test(`${path} has no serious or critical accessibility violation`, async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', NO_JS_REASON)
		await page.goto(path)
		expect(await seriousViolations(page)).toEqual([])
	})
}

test('guest information, with a cart, has no serious or critical accessibility violation', async ({ page }, testInfo) => {
	test.skip(testInfo.project.name === 'no-js', NO_JS_REASON)
	await page.goto('/reservation/rateListMenu.mi?propertyCode=NYCMC')
	await page
		.getByRole('button', { name: /^Select Flexible Rate, / })
		.first()
		.click()
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	expect(await seriousViolations(page)).toEqual([])
})
