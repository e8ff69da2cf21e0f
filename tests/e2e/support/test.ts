import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'

export * from '@playwright/test'

type Options = {
	/**
	 * A browser context of the test's own instead of the worker's shared tab: for a journey
	 * that changes what cannot be put back (a fake clock, scripts added to every page) or that
	 * counts what a first visit downloads (`test.use({ ownContext: true })`).
	 */
	ownContext: boolean
}

const CONTEXT_KEYS = ['viewport', 'screen', 'userAgent', 'deviceScaleFactor', 'isMobile', 'hasTouch', 'javaScriptEnabled', 'baseURL', 'locale'] as const
type ContextSettings = Pick<BrowserContextOptions, (typeof CONTEXT_KEYS)[number]>

/** The settings a context is made with (device, JavaScript, base URL, language), from a project's or a test's `use`. */
function contextOptionsOf(use: Partial<ContextSettings>): ContextSettings {
	return Object.fromEntries(CONTEXT_KEYS.filter((key) => use[key] !== undefined).map((key) => [key, use[key]]))
}

/**
 * The page with JavaScript on returns from `goto` once React has taken the page over. A click
 * before that reaches the link's own page (as it should without JavaScript), so a journey
 * about a dialog or an overlay would race hydration and pass only on a retry (issue 29). A
 * document that is not one of ours returns at once.
 */
function waitingForHydration(page: Page) {
	const goto = page.goto.bind(page)
	page.goto = async (...args: Parameters<Page['goto']>) => {
		const response = await goto(...args)
		await page.waitForFunction(() => !('__remixContext' in window) || Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')))
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
		return response
	}
}

/**
 * Playwright's `test`, whose journeys share one tab per worker: a new browser context per
 * journey started a renderer process for each (Chromium never shares one across contexts),
 * a quarter of the CPU of a page visit (issue 29). Between journeys the tab leaves its page
 * (its scripts stop) and forgets every cookie, its routes, listeners, viewport and media;
 * the app keeps nothing in the browser's storage. A failed journey restarts the
 * worker, so nothing of it reaches the next.
 */
export const test = base.extend<Options & { context: BrowserContext }, { sharedTabs: Map<string, Page> }>({
	ownContext: [false, { option: true }],
	// One tab per set of settings (a describe's test.use({ locale }) gets one of its own).
	sharedTabs: [
		async ({}, use) => {
			const tabs = new Map<string, Page>()
			await use(tabs)
			for (const tab of tabs.values()) await tab.context().close()
		},
		{ scope: 'worker' },
	],
	page: async ({ ownContext, sharedTabs, browser, javaScriptEnabled, viewport, locale }, use, testInfo) => {
		const settings = contextOptionsOf({ ...testInfo.project.use, viewport, locale, javaScriptEnabled })
		const opened = async () => {
			const page = await (await browser.newContext(settings)).newPage()
			if (javaScriptEnabled) waitingForHydration(page)
			return page
		}
		if (ownContext) {
			const page = await opened()
			await use(page)
			await page.context().close()
			return
		}
		const key = JSON.stringify(settings)
		const tab = sharedTabs.get(key) ?? (await opened())
		sharedTabs.set(key, tab)
		await use(tab)
		for (const other of tab.context().pages()) if (other !== tab) await other.close()
		await tab.removeAllListeners()
		await tab.unrouteAll({ behavior: 'ignoreErrors' })
		await tab.context().unrouteAll({ behavior: 'ignoreErrors' })
		// Off the last page (its scripts stop, none sets a cookie after they are cleared) to a
		// plain answer of the same site: a blank page would cost a renderer process both ways.
		await tab.goto(new URL('/healthz', settings.baseURL).href)
		await tab.context().clearCookies()
		if (viewport) await tab.setViewportSize(viewport)
		await tab.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null })
	},
	context: async ({ page }, use) => {
		await use(page.context())
	},
})
