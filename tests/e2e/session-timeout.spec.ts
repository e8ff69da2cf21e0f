import { expect, test } from './support/test.ts'
import { axeViolations } from './support/axe.ts'
import { joinMember } from './support/members.ts'
import { PASSWORD, signIn, strangerEmail, submitAndSettle } from './support/sign-in.ts'

// A fake clock stays with its browser context: these journeys have one of their own.
test.use({ ownContext: true })

// Spec 001 §2 "session timeout modal" and §9 (5-minute timer 300; 30 minutes 1800000 ms).
// The platform ends a session after 30 idle minutes. Without JavaScript a booking page
// links to the warning page, whose form keeps the session; with it, a dialog opens five
// minutes before the end, and at the end the page goes to the timed-out page.

const LOOKUP = '/reservation/lookupReservation.mi'

async function signedInOnLookup(page: import('@playwright/test').Page, email: string) {
	await joinMember({ email, password: PASSWORD })
	await signIn(page, email, PASSWORD, { returnTo: LOOKUP })
	await expect(page).toHaveURL(LOOKUP)
	// The clock starts when its script has come (after hydration): time moves only after that.
	await page.waitForLoadState('networkidle')
}

test('a booking page links to the warning page, which keeps the session and comes back', { tag: '@js' }, async ({ page }, testInfo) => {
	await signedInOnLookup(page, strangerEmail(testInfo, 'timeout-page'))
	await page.getByRole('link', { name: 'Keep my session open' }).click()
	await expect(page).toHaveURL(`/sessionTimeoutWarning.mi?returnTo=${encodeURIComponent(LOOKUP)}`)
	await expect(page.getByRole('heading', { level: 1, name: 'Keep your session open' })).toBeVisible()
	// axe-core is a script run inside the page: with JavaScript only.
	if (testInfo.project.name === 'js') expect(await axeViolations(page)).toEqual([])

	await submitAndSettle(page, page.getByRole('button', { name: 'Continue my session' }))
	await expect(page).toHaveURL(LOOKUP)
	await expect(page.getByRole('status').filter({ hasText: 'Your session is open for another 30 minutes.' })).toBeVisible()

	// The other way on: signing out.
	await page.getByRole('link', { name: 'Keep my session open' }).click()
	await submitAndSettle(page, page.getByRole('button', { name: 'Sign out' }).last())
	await expect(page).toHaveURL('/')
	await expect(page.getByRole('status')).toHaveText('You have signed out.')
})

test('without a session the warning page says it has ended', async ({ page }) => {
	await page.goto(`/sessionTimeoutWarning.mi?returnTo=${encodeURIComponent(LOOKUP)}`)
	await expect(page).toHaveURL(`/sessionTimedOut.mi?returnTo=${encodeURIComponent(LOOKUP)}`)
	await expect(page.getByRole('heading', { name: 'Your session timed out' })).toBeVisible()
})

test.describe('with JavaScript', () => {
	test('the dialog opens five minutes before the end, keeps the session, and times out at the end', { tag: '@js-only' }, async ({ page }, testInfo) => {
		await page.clock.install()
		await signedInOnLookup(page, strangerEmail(testInfo, 'timeout-dialog'))
		const dialog = page.getByRole('dialog', { name: 'Your session is about to end' })
		await page.clock.fastForward('24:50')
		await expect(dialog).toBeHidden()
		await page.clock.fastForward('00:15')
		await expect(dialog).toBeVisible()
		await expect(dialog.getByText(/^Time left: [45]:\d\d$/)).toBeVisible()
		expect(await axeViolations(page)).toEqual([])

		// Kept: the dialog closes, the live region says so, and the 30 minutes start again.
		await submitAndSettle(page, dialog.getByRole('button', { name: 'Continue my session' }))
		await expect(dialog).toBeHidden()
		await expect(page.locator('#live-announcements')).toHaveText('Your session is open for another 30 minutes.')
		await expect(page).toHaveURL(LOOKUP)
		await page.clock.fastForward('24:50')
		await expect(dialog).toBeHidden()

		// Escape closes it (the modal shell); the clock goes on, and at zero the page has timed out.
		await page.clock.fastForward('00:15')
		await expect(dialog).toBeVisible()
		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await page.clock.fastForward('05:00')
		await expect(page).toHaveURL(`/sessionTimedOut.mi?returnTo=${encodeURIComponent(LOOKUP)}`)
		await expect(page.getByRole('heading', { name: 'Your session timed out' })).toBeVisible()
	})

	test('the dialog signs out', { tag: '@js-only' }, async ({ page }, testInfo) => {
		await page.clock.install()
		await signedInOnLookup(page, strangerEmail(testInfo, 'timeout-out'))
		await page.clock.fastForward('25:01')
		const dialog = page.getByRole('dialog', { name: 'Your session is about to end' })
		await submitAndSettle(page, dialog.getByRole('button', { name: 'Sign out' }))
		await expect(page).toHaveURL('/')
		await expect(page.getByRole('status')).toHaveText('You have signed out.')
	})
})
