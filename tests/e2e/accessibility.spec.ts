import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// axe-core finds no serious or critical violation on the pages people land on.
const PAGES = [
	'/',
	'/?destination=new+york',
	'/hotels/nycmc-meridian-new-york-times-square/overview',
	'/hotels/nycmc-meridian-new-york-times-square/reviews',
	'/hotels/chirz-the-ritz-carlton-chicago/location',
	'/sign-in.mi',
	'/es/sign-in.mi',
]

for (const path of PAGES) {
	test(`${path} has no serious or critical accessibility violation`, async ({ page }, testInfo) => {
		test.skip(testInfo.project.name === 'no-js', 'axe-core is a script run inside the page; the server sends the same markup either way')
		await page.goto(path)
		const { violations } = await new AxeBuilder({ page }).analyze()
		const serious = violations
			.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
			.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)
		expect(serious).toEqual([])
	})
}
