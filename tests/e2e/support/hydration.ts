import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The router is up and React has taken `element` over (the page's first heading unless
 * named); then two frames for the commit and its effects to run. A click before this
 * reaches the link's own page, as it should without JavaScript: a journey about what
 * JavaScript adds waits for it first.
 */
export async function hydrated(page: Page, element: Locator = page.getByRole('heading', { level: 1 }).first()) {
	await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized === true)
	await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true)
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}
