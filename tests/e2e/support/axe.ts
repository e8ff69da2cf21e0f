import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import { test, type Page } from '@playwright/test'
import type { AxeResults, Result, RunOptions } from 'axe-core'

/** The rules of WCAG 2.2 level A and AA, as issue 32 measured them. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
// Only the violations are read: axe then keeps no node lists for what passed (its own advice for speed).
const OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_22_AA }, resultTypes: ['violations'] }

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// With the page's scripts off no timer fires, in any world; axe only uses them to yield
// between checks, which a microtask does as well.
const TIMERS_AS_MICROTASKS = `(() => {
	const cancelled = new Set()
	let next = 1
	window.setTimeout = (callback, _delay, ...args) => {
		const id = next++
		queueMicrotask(() => cancelled.delete(id) || callback(...args))
		return id
	}
	window.clearTimeout = (id) => cancelled.add(id)
})()`

/**
 * axe-core's findings on the page as it is now, of any impact, one line each.
 * axe runs in a world of its own beside the page's (as Playwright's own locators do): it
 * reads the same DOM and styles there, and works whether the page may run scripts or not
 * (with them off, AxeBuilder.analyze would wait forever). Only a page with frames goes
 * through @axe-core/playwright, which checks every frame but finishes each run in a blank
 * page of its own: a new renderer per check, the most of a JavaScript page visit's cost.
 */
export async function axeViolations(page: Page): Promise<string[]> {
	const javaScriptOn = test.info().project.use.javaScriptEnabled !== false
	const violations =
		javaScriptOn && page.frames().length > 1 ? (await new AxeBuilder({ page }).options(OPTIONS).analyze()).violations : await violationsInOwnWorld(page)
	return violations.map(
		(violation) => `${violation.id} (${violation.impact}): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
	)
}

async function violationsInOwnWorld(page: Page): Promise<Result[]> {
	const cdp = await page.context().newCDPSession(page)
	try {
		const { frameTree } = await cdp.send('Page.getFrameTree')
		const { executionContextId: contextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'axe' })
		await cdp.send('Runtime.evaluate', { expression: TIMERS_AS_MICROTASKS, contextId })
		await cdp.send('Runtime.evaluate', { expression: axeSource, contextId })
		const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
			expression: `axe.run(document, ${JSON.stringify(OPTIONS)})`,
			contextId,
			awaitPromise: true,
			returnByValue: true,
		})
		if (exceptionDetails) throw new Error(`axe failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
		return (result.value as AxeResults).violations
	} finally {
		await cdp.detach()
	}
}
