import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Playwright's `test`, whose page, with JavaScript on, returns from `goto` once React has
 * taken the page over. A click before that reaches the link's own page (as it should
 * without JavaScript), so a journey about a dialog or an overlay would race hydration and
 * pass only on a retry (issue 29). A document that is not one of ours returns at once.
 */
export const test = base.extend({
	page: async ({ page, javaScriptEnabled }, use) => {
		if (javaScriptEnabled) {
			const goto = page.goto.bind(page)
			page.goto = async (...args: Parameters<Page['goto']>) => {
				const response = await goto(...args)
				await page.waitForFunction(() => !('__remixContext' in window) || Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')))
				await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
				return response
			}
		}
		await use(page)
	},
})
