import { expect, test } from './support/test.ts'

// A fake clock and scripts added to every page stay with their browser context: one of their own.
test.use({ ownContext: true })

// Spec 000 §9: the footer waits for the tag manager up to 30 retries at 100 ms, and fires
// the consent event once it appears. The tag manager is Adobe Launch's `_satellite` (ours
// to choose; app/models/tag-manager.ts). Only with JavaScript: without it there is no tag
// manager to tell.
test('the consent event fires when the tag manager appears', { tag: '@js-only' }, async ({ page }) => {
	await page.addInitScript(() => {
		const record: string[] = []
		const tagManager = { track: (name: string) => record.push(`track:${name}`) }
		let looks = 0
		;(window as unknown as { record: string[] }).record = record
		window.addEventListener('meridian:consent', () => record.push('event'))
		// The tag manager arrives after the page's first look, as a real one loads on its own:
		// a retry finds it.
		Object.defineProperty(window, '_satellite', {
			configurable: true,
			get() {
				looks += 1
				return looks > 1 ? tagManager : undefined
			},
		})
	})
	await page.goto('/language')
	await expect.poll(() => page.evaluate(() => (window as unknown as { record: string[] }).record)).toEqual(['track:consent', 'event'])
})

test('it looks for the tag manager 30 more times, 100 ms apart, then gives up', { tag: '@js-only' }, async ({ page }) => {
	await page.clock.install()
	await page.addInitScript(() => {
		;(window as unknown as { looks: number }).looks = 0
		Object.defineProperty(window, '_satellite', {
			configurable: true,
			get() {
				;(window as unknown as { looks: number }).looks += 1
				return undefined
			},
		})
	})
	await page.goto('/language')
	const looks = () => page.evaluate(() => (window as unknown as { looks: number }).looks)
	// The first look is once the page has hydrated.
	await expect.poll(looks).toBeGreaterThan(0)
	await page.clock.runFor(2_000)
	expect(await looks()).toBeLessThan(31)
	await page.clock.runFor(2_000)
	expect(await looks()).toBe(31)
	await page.clock.runFor(10_000)
	expect(await looks()).toBe(31)
})
