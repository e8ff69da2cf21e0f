import { expect, test } from '@playwright/test'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// Points to airline miles on the profile (issue 15, spec 000 §4 convert-points events):
// it spends a member's points, so it runs against a sandbox of its own, each browser run
// with its own seeded member (platinum without JavaScript, ambassador with it).

const PROFILE = '/loyalty/myAccount/profile.mi'

test('a member converts 3,000 points to airline miles and sees the balance go down by them', async ({ page }, testInfo) => {
	const email = testInfo.project.name.startsWith('js') ? 'ambassador@example.com' : 'platinum@example.com'
	await signIn(page, email, PASSWORD, { returnTo: PROFILE })
	await expect(page).toHaveURL(PROFILE)
	const points = async () =>
		Number(
			(
				await page
					.getByRole('definition')
					.filter({ hasText: / points$/ })
					.textContent()
			)?.replace(/\D/g, ''),
		)
	const before = await points()

	const convert = page.getByRole('region', { name: 'Convert points to miles' })
	await convert.getByLabel('Airline').selectOption({ label: 'Delta SkyMiles' })
	await convert.getByLabel('Points to convert').selectOption({ label: '3,000 points for 1,000 miles' })
	await submitAndSettle(page, convert.getByRole('button', { name: 'Convert' }))
	await expect(page.getByRole('region', { name: 'Convert points to miles' }).getByRole('status')).toHaveText(
		'Done: 3,000 points became 1,000 Delta SkyMiles miles.',
	)
	await page.goto(PROFILE)
	expect(await points()).toBe(before - 3_000)
})
