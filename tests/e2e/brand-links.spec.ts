import { expect, test, type Page } from './support/test.ts'
import { axeViolations } from './support/axe.ts'
import { BRAND_SITES } from './support/servers.ts'

// The luxury brands' hotel links (spec 001 §2 "Hotel site links") and the leaving notice
// before them (§7 brand modal cookie): a page without JavaScript, a modal with it; after
// Continue that brand's links go straight to its site. The brand sites are loopback names
// here (support/servers.ts), so no test leaves the machine. The journeys whose outcome the
// server alone decides (the headers' links, the Spanish notice and its 404) run over plain
// HTTP in tests/integration/journeys/brand-links.test.ts (issue 29).
const CHI = 'chirz-the-ritz-carlton-chicago'
const MIL = 'milbg-bulgari-hotel-milano'
const RITZ_REVIEWS = `${BRAND_SITES.ritzCarlton}/en/hotel-review/CHIRZ`
const RITZ_HOTEL = `${BRAND_SITES.ritzCarlton}/hotels?marshaCode=CHIRZ&locale=en`
const BULGARI_HOTEL = `${BRAND_SITES.bulgari}/en_US/milano`
const noticeHref = (code: string, link: string, returnTo: string) =>
	`/leaving-notice?propertyCode=${code}&link=${link}&returnTo=${encodeURIComponent(returnTo)}`

/** Follows a link that leaves for a brand site and meets the notice: as a page without JavaScript, a modal with it. */
async function meetNotice(page: Page, javaScriptEnabled: boolean, title: string) {
	if (!javaScriptEnabled) {
		await expect(page).toHaveURL(/\/leaving-notice\?/)
		await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
		return page.locator('main')
	}
	const dialog = page.getByRole('dialog', { name: title })
	await expect(dialog).toBeVisible()
	await expect(page).not.toHaveURL(/leaving-notice/)
	return dialog
}

test.describe('hotel links to a brand site', () => {
	test(
		'the notice shows once: after Continue the next visit goes straight to the Ritz-Carlton',
		{ tag: '@js' },
		async ({ page, context, javaScriptEnabled }) => {
			await page.goto(`/hotels/${CHI}/overview`)
			await page.locator('.hotel-header').getByRole('link', { name: '1,163 reviews' }).click()
			const notice = await meetNotice(page, javaScriptEnabled, 'You are leaving for The Ritz-Carlton')
			await expect(notice.getByText(`You will go to ${new URL(BRAND_SITES.ritzCarlton).host}.`)).toBeVisible()
			await notice.getByRole('button', { name: 'Continue to The Ritz-Carlton' }).click()
			await expect(page).toHaveURL(RITZ_REVIEWS)

			const cookie = (await context.cookies()).find((entry) => entry.name === 'brandSiteNotice')
			expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
			expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(129_600 - 120)
			expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(129_600)

			await page.goto(`/hotels/${CHI}/details`)
			await expect(page.getByRole('link', { name: 'Read the 1,163 reviews' })).toHaveAttribute('href', RITZ_REVIEWS)
			await page.getByRole('link', { name: 'Hotel overview' }).click()
			await expect(page).toHaveURL(RITZ_HOTEL)

			// Told about the Ritz-Carlton is not told about Bulgari.
			await page.goto(`/hotels/${MIL}/details`)
			await expect(page.getByRole('link', { name: 'Bulgari Hotel Milano' })).toHaveAttribute('href', noticeHref('MILBG', 'hotel', `/hotels/${MIL}/details`))
		},
	)

	test('Bulgari: the hotel link goes to its site after the notice', { tag: '@js' }, async ({ page, javaScriptEnabled }) => {
		await page.goto(`/hotels/${MIL}/details`)
		await page.getByRole('link', { name: 'Bulgari Hotel Milano' }).click()
		const notice = await meetNotice(page, javaScriptEnabled, 'You are leaving for Bulgari')
		await notice.getByRole('button', { name: 'Continue to Bulgari' }).click()
		await expect(page).toHaveURL(BULGARI_HOTEL)
		await page.goto(`/hotels/${MIL}/details`)
		await expect(page.getByRole('link', { name: 'Bulgari Hotel Milano' })).toHaveAttribute('href', BULGARI_HOTEL)
	})

	test('with JavaScript the notice opens over the hotel-details modal too', { tag: '@js-only' }, async ({ page }) => {
		await page.goto(`/hotels/${CHI}/overview`)
		await page.locator('.hotel-header').getByRole('link', { name: 'Hotel details' }).click()
		const details = page.getByRole('dialog', { name: 'Hotel details' })
		await details.getByRole('link', { name: 'Hotel overview' }).click()
		const notice = page.getByRole('dialog', { name: 'You are leaving for The Ritz-Carlton' })
		await expect(notice).toBeVisible()
		await notice.getByRole('button', { name: 'Continue to The Ritz-Carlton' }).click()
		await expect(page).toHaveURL(RITZ_HOTEL)
	})

	test('Back stays on our site and sets nothing', { tag: '@js' }, async ({ page, context, javaScriptEnabled }) => {
		await page.goto(`/hotels/${CHI}/overview`)
		const reviews = page.locator('.hotel-header').getByRole('link', { name: '1,163 reviews' })
		await reviews.click()
		const notice = await meetNotice(page, javaScriptEnabled, 'You are leaving for The Ritz-Carlton')
		if (javaScriptEnabled) {
			await notice.getByRole('button', { name: 'Back' }).click()
			await expect(notice).toBeHidden()
			await expect(reviews).toBeFocused()
		} else {
			await notice.getByRole('link', { name: 'Back' }).click()
		}
		await expect(page).toHaveURL(`/hotels/${CHI}/overview`)
		expect((await context.cookies()).map((entry) => entry.name)).not.toContain('brandSiteNotice')
	})

	test('the notice, page and modal, has no serious accessibility findings', { tag: '@js-only' }, async ({ page }) => {
		await page.goto(`/leaving-notice?propertyCode=MILBG&link=hotel&returnTo=${encodeURIComponent(`/hotels/${MIL}/overview`)}`)
		await expect(page.getByRole('heading', { level: 1, name: 'You are leaving for Bulgari' })).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
		// And as a modal.
		await page.goto(`/hotels/${CHI}/overview`)
		await page.locator('.hotel-header').getByRole('link', { name: '1,163 reviews' }).click()
		await expect(page.getByRole('dialog', { name: 'You are leaving for The Ritz-Carlton' })).toBeVisible()
		expect(await axeViolations(page)).toEqual([])
	})
})
