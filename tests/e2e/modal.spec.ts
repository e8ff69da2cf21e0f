import { expect, test, type Page } from './support/test.ts'

// The modal shell (app/ui/modal.tsx), seen through the hotel-details overlay: the header's
// "Hotel details" link opens it with JavaScript.
const NYC = '/hotels/nycmc-meridian-new-york-times-square/overview'

async function openDetails(page: Page) {
	const opener = page.locator('.hotel-header').getByRole('link', { name: 'Hotel details' })
	await opener.click()
	const dialog = page.getByRole('dialog', { name: 'Hotel details' })
	await expect(dialog).toBeVisible()
	return { opener, dialog }
}

const focusIsInside = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')))

test.describe('the modal shell', () => {
	test.beforeEach(async ({ page }) => {
		await page.goto(NYC)
	})

	test('opens in place, titled and modal, with focus inside', { tag: '@js-only' }, async ({ page }) => {
		const { dialog } = await openDetails(page)
		await expect(page).toHaveURL(NYC)
		await expect(dialog).toHaveAttribute('aria-modal', 'true')
		await expect(dialog.getByRole('heading', { level: 2, name: 'Hotel details' })).toBeVisible()
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
	})

	test('Escape closes it and focus returns to the opener', { tag: '@js-only' }, async ({ page }) => {
		const { opener, dialog } = await openDetails(page)
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()
	})

	test('a click outside closes it; a click inside does not', { tag: '@js-only' }, async ({ page }) => {
		const { opener, dialog } = await openDetails(page)
		await dialog.getByRole('heading', { name: 'Hotel details' }).click()
		await expect(dialog).toBeVisible()
		await page.mouse.click(5, 5)
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()
	})

	test('Enter or Space on the close button closes it', { tag: '@js-only' }, async ({ page }) => {
		const { opener, dialog } = await openDetails(page)
		await dialog.getByRole('button', { name: 'Close' }).focus()
		await page.keyboard.press('Enter')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()

		await openDetails(page)
		await dialog.getByRole('button', { name: 'Close' }).focus()
		await page.keyboard.press('Space')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()
	})

	test('Tab and Shift+Tab stay inside', { tag: '@js-only' }, async ({ page }) => {
		const { dialog } = await openDetails(page)
		const close = dialog.getByRole('button', { name: 'Close' })
		for (let step = 0; step < 8; step += 1) {
			await page.keyboard.press('Tab')
			expect(await focusIsInside(page), `after Tab #${step + 1}`).toBe(true)
		}
		await close.focus()
		await page.keyboard.press('Shift+Tab')
		expect(await focusIsInside(page)).toBe(true)
		await expect(close).not.toBeFocused()
		for (let step = 0; step < 8; step += 1) {
			await page.keyboard.press('Shift+Tab')
			expect(await focusIsInside(page), `after Shift+Tab #${step + 1}`).toBe(true)
		}
	})

	test('the page behind does not scroll while it is open, and does again after', { tag: '@js-only' }, async ({ page }) => {
		await page.setViewportSize({ width: 1024, height: 360 })
		await page.goto(NYC)
		const scrollable = await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)
		expect(scrollable).toBe(true)
		const { dialog } = await openDetails(page)
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
		const before = await page.evaluate(() => window.scrollY)
		await page.mouse.move(5, 5)
		// The wheel is counted as the page receives it; a scroll it caused would show within
		// the two frames after that.
		await page.evaluate(() => {
			const page = window as unknown as { wheels: number }
			page.wheels = 0
			window.addEventListener('wheel', () => (page.wheels += 1), { capture: true, passive: true })
		})
		await page.mouse.wheel(0, 600)
		await expect.poll(() => page.evaluate(() => (window as unknown as { wheels: number }).wheels)).toBeGreaterThan(0)
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
		expect(await page.evaluate(() => window.scrollY)).toBe(before)

		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		// The browser hides the dialog at once; the lock goes with React's next commit (passed only on a retry when read once).
		await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden')
		await page.mouse.wheel(0, 600)
		await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before)
	})

	test('a link inside goes to its page and closes the modal', { tag: '@js-only' }, async ({ page }) => {
		const { dialog } = await openDetails(page)
		await dialog.getByRole('link', { name: 'Read the 2,841 reviews' }).click()
		await expect(page).toHaveURL('/hotels/nycmc-meridian-new-york-times-square/reviews')
		await expect(dialog).toBeHidden()
		await expect(page.getByRole('heading', { level: 2, name: 'Guest reviews' })).toBeVisible()
	})
})
