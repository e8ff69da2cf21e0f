import { expect, test } from '@playwright/test'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// Points to airline miles on the profile (issue 15, spec 000 §4 convert-points events):
// it spends a member's points, so it runs against a sandbox of its own, as the one member
// no other journey there spends (ambassador). The two browser runs convert different
// amounts, so each can tell its own change from the other's.

const PROFILE = '/loyalty/myAccount/profile.mi'
const CONVERSIONS = { js: { points: 4_000, label: '4,000 points for 1,333 miles' }, noJs: { points: 3_000, label: '3,000 points for 1,000 miles' } }

test('a member converts points to airline miles and sees the balance go down by them', async ({ page }, testInfo) => {
	const [mine, other] = testInfo.project.name.startsWith('js') ? [CONVERSIONS.js, CONVERSIONS.noJs] : [CONVERSIONS.noJs, CONVERSIONS.js]
	await signIn(page, 'ambassador@example.com', PASSWORD, { returnTo: PROFILE })
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
	await convert.getByLabel('Points to convert').selectOption({ label: mine.label })
	await submitAndSettle(page, convert.getByRole('button', { name: 'Convert' }))
	await expect(page.getByRole('region', { name: 'Convert points to miles' }).getByRole('status')).toHaveText(
		new RegExp(`^Done: ${mine.label.replace(' points for ', ' points became ').replace(' miles', ' Delta SkyMiles miles')}\\.$`),
	)
	await page.goto(PROFILE)
	// The other run may have converted meanwhile: its amount, or nothing.
	expect([before - mine.points, before - mine.points - other.points]).toContain(await points())
})
