import { expect, test } from './support/test.ts'
import { axeViolations } from './support/axe.ts'
import { PASSWORD, signIn, submitAndSettle } from './support/sign-in.ts'

// Points to airline miles on the profile (issue 15, spec 000 §4 convert-points events):
// it spends a member's points, so it runs against a sandbox of its own, as the one member
// no other journey there spends (ambassador). The two browser runs convert different
// amounts to different airlines, so each can tell its own change from the other's: the
// first conversion with the airline number typed in, which the platform then keeps and
// the profile shows masked, the second with the number left out.

const PROFILE = '/loyalty/myAccount/profile.mi'
const CONVERSIONS = {
	js: { points: 4_000, label: '4,000 points for 1,333 miles', airline: 'United MileagePlus', number: '1234 5674', masked: '••••5674' },
	noJs: { points: 3_000, label: '3,000 points for 1,000 miles', airline: 'Delta SkyMiles', number: '5550 1233', masked: '••••1233' },
}

test(
	'a member converts points to airline miles, the airline number is kept, and the next conversion needs none',
	{ tag: '@js' },
	async ({ page }, testInfo) => {
		const js = testInfo.project.name.startsWith('js')
		const [mine, other] = js ? [CONVERSIONS.js, CONVERSIONS.noJs] : [CONVERSIONS.noJs, CONVERSIONS.js]
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
		const section = () => page.getByRole('region', { name: 'Convert points to miles' })
		const kept = () => section().getByRole('list', { name: 'Your airline numbers' })
		const done = new RegExp(`^Done: ${mine.label.replace(' points for ', ' points became ').replace(' miles', ` ${mine.airline} miles`)}\\.$`)
		const convert = async (number: string) => {
			await section().getByLabel('Airline', { exact: true }).selectOption({ label: mine.airline })
			await section().getByLabel('Airline programme number').fill(number)
			await section().getByLabel('Points to convert').selectOption({ label: mine.label })
			await submitAndSettle(page, section().getByRole('button', { name: 'Convert' }))
		}

		// No number for this airline yet (the other run keeps one for its own airline only).
		await expect(section().getByText(`${mine.airline} ${mine.masked}`)).toHaveCount(0)
		await convert('')
		await expect(section().getByText("Enter your number in this airline's programme.")).toBeVisible()

		await convert(mine.number)
		await expect(section().getByRole('status')).toHaveText(done)
		await expect(kept().getByRole('listitem').filter({ hasText: mine.airline })).toHaveText(`${mine.airline} ${mine.masked}`)
		await expect(page.getByText(mine.number.replace(' ', ''))).toHaveCount(0)
		if (js) expect(await axeViolations(page)).toEqual([])

		// Again, the number field left empty: the kept number is used.
		await expect(section().getByText('Leave it empty to use the number listed above for that airline')).toBeVisible()
		await convert('')
		await expect(section().getByRole('status')).toHaveText(done)
		await page.goto(PROFILE)
		await expect(kept().getByRole('listitem').filter({ hasText: mine.airline })).toHaveText(`${mine.airline} ${mine.masked}`)
		// The other run may have converted meanwhile: none, one or both of its amounts.
		const spent = before - mine.points * 2
		expect([spent, spent - other.points, spent - other.points * 2]).toContain(await points())
	},
)
