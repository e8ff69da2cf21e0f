import { expect, test } from './support/test.ts'

// Spec 001 §2's lookup-to-my-trips rule, followed by a person to the end. The redirect
// table itself (status and Location of each rule) is HTTP only: tests/integration/
// check-redirects.test.ts and request-journeys.test.ts.

test.describe('lookup-to-my-trips → lookup page (302)', () => {
	test('ends on the lookup form, which offers to sign in and come back to the trips', async ({ page }) => {
		await page.goto('/loyalty/findReservationList.mi')
		await expect(page).toHaveURL(/\/reservation\/lookupReservation\.mi$/)
		await expect(page.getByRole('heading', { name: 'Find your reservation', level: 1 })).toBeVisible()
		const signIn = page.getByRole('link', { name: 'Members: sign in to see all your trips' })
		await expect(signIn).toHaveAttribute('href', /\/sign-in\.mi\?returnTo=%2Floyalty%2FfindReservationList\.mi&lookup=true$/)
		// The sign-in screen's lookup variant (spec 000 §2): sign in, or go on as a guest to the lookup.
		await signIn.click()
		await page.getByRole('link', { name: 'Continue as a guest' }).click()
		await expect(page.getByRole('heading', { name: 'Find your reservation', level: 1 })).toBeVisible()
	})
})
