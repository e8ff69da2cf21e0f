import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** axe-core's serious and critical findings on the page as it is now, one line each. */
export async function seriousViolations(page: Page) {
	const { violations } = await new AxeBuilder({ page }).analyze()
	return violations
		.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
		.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
}
