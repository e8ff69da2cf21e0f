import { expect, test, type Locator, type Page } from './support/test.ts'
import { expectAccessible, holdRoom, stayFor } from './support/booking.ts'

// The summary of the stay once a room is held (spec 001 §2 "flyout drawer", §9 "narrow
// below 700"; decision 017): from 700 px wide it is in the page, below it opens from the
// sticky bar as a drawer from the side, with JavaScript off (the page's own drawer) and on
// (the modal shell). Motion is reduced so that the drawer is where it ends, not on its way.

const NARROW = { width: 600, height: 900 }
const WIDE = { width: 1280, height: 900 }

const stickyBar = (page: Page) => page.getByRole('complementary', { name: 'Your selection' })
const drawerLink = (page: Page) => stickyBar(page).getByRole('link', { name: 'Stay and price' })
const stayHeading = (page: Page) => page.getByRole('heading', { name: 'Your stay', exact: true })
const priceHeading = (page: Page) => page.getByRole('heading', { name: 'Price summary', exact: true })

/** The summary in the page and no link to a drawer, or the link and none of the summary. */
async function expectSummaryInPage(page: Page, inPage: boolean) {
	await expect(drawerLink(page)).toBeVisible({ visible: !inPage })
	await expect(stayHeading(page)).toBeVisible({ visible: inPage })
	await expect(priceHeading(page)).toBeVisible({ visible: inPage })
}

/** The drawer's right edge is the screen's (less a scrollbar, where the screen has one) and it is as tall. */
async function expectAtTheSide(page: Page, drawer: Locator) {
	const box = await drawer.boundingBox()
	const screen = await page.evaluate(() => ({ right: document.documentElement.clientWidth, height: window.innerHeight }))
	expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(screen.right)
	expect(Math.round(box?.height ?? 0)).toBe(screen.height)
}

/** Where an element is drawn: its top, and its right edge. */
async function placeOf(page: Page, text: string) {
	const box = await stickyBar(page).getByText(text, { exact: false }).first().boundingBox()
	if (!box) throw new Error(`"${text}" is not drawn`)
	return { top: Math.round(box.y), right: Math.round(box.x + box.width) }
}

test.describe('the summary of the stay', () => {
	test.beforeEach(async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' })
	})

	test('below 700 px it waits in a drawer that the sticky bar opens and that closes again', { tag: '@js' }, async ({ page }, testInfo) => {
		const project = testInfo.project.name
		await page.setViewportSize(NARROW)
		await holdRoom(page, stayFor(project, 15))

		// Closed at first: the bar is compact, the total beside the hotel, and the link.
		await expectSummaryInPage(page, false)
		const hotel = await placeOf(page, 'Meridian New York Times Square')
		const total = await placeOf(page, 'Total:')
		expect(total.top).toBe(hotel.top)
		expect(total.right).toBeGreaterThan(NARROW.width - 40)
		await expectAccessible(page)

		await drawerLink(page).click()
		if (project === 'js') {
			const drawer = page.getByRole('dialog', { name: 'Your stay and price summary' })
			await expect(drawer.getByRole('heading', { name: 'Your stay', exact: true })).toBeVisible()
			await expect(drawer.getByRole('heading', { name: 'Price summary', exact: true })).toBeVisible()
			await expect(drawerLink(page)).toHaveAttribute('aria-expanded', 'true')
			await expectAtTheSide(page, drawer)
			await expectAccessible(page)

			await page.keyboard.press('Escape')
			await expect(drawer).toBeHidden()
			await expect(drawerLink(page)).toBeFocused()
			await expect(drawerLink(page)).toHaveAttribute('aria-expanded', 'false')

			await drawerLink(page).click()
			await drawer.getByRole('button', { name: 'Close' }).click()
			await expect(drawer).toBeHidden()
			await expect(drawerLink(page)).toBeFocused()

			// A click on the page beside it closes it too.
			await drawerLink(page).click()
			await expect(drawer).toBeVisible()
			await page.mouse.click(40, NARROW.height / 2)
			await expect(drawer).toBeHidden()
		} else {
			// Without JavaScript the address names the drawer, and CSS slides it in.
			await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi#stay-drawer$/)
			await expect(page.locator('#stay-drawer')).toBeFocused()
			await expect(stayHeading(page)).toBeVisible()
			await expect(priceHeading(page)).toBeVisible()
			await expectAtTheSide(page, page.locator('#stay-drawer'))

			await page.getByRole('link', { name: 'Close' }).click()
			await expect(page).toHaveURL(/#stay-drawer-link$/)
			await expect(stayHeading(page)).toBeHidden()
			await expect(drawerLink(page)).toBeFocused()
		}
	})

	test('guest information and review on one page has the same drawer', { tag: '@js' }, async ({ page }, testInfo) => {
		await page.setViewportSize(NARROW)
		await holdRoom(page, stayFor(testInfo.project.name, 17))
		await page.goto('/reservation/reviewguestinformation.mi')
		await expectSummaryInPage(page, false)
		await drawerLink(page).click()
		await expect(stayHeading(page)).toBeVisible()
		await expect(priceHeading(page)).toBeVisible()
	})

	test('from 700 px it is in the page and the sticky bar has no drawer', { tag: '@js' }, async ({ page }, testInfo) => {
		await page.setViewportSize(WIDE)
		await holdRoom(page, stayFor(testInfo.project.name, 16))
		await expectSummaryInPage(page, true)
		// One line: the dates beside the hotel, not under it.
		const hotel = await placeOf(page, 'Meridian New York Times Square')
		const dates = await placeOf(page, ' – ')
		expect(dates.top).toBe(hotel.top)
		await expectAccessible(page)

		// The step is at 700 exactly.
		await page.setViewportSize({ width: 700, height: 900 })
		await expectSummaryInPage(page, true)
		await page.setViewportSize({ width: 699, height: 900 })
		await expectSummaryInPage(page, false)
	})
})
