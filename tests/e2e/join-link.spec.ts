import { expect, test } from './support/test.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { ana, consent, continueToReview, expectAccessible, payWithCard, fillGuest, holdRoom, stayFor } from './support/booking.ts'
import { SANDBOX_PORT, sandboxUrlOf } from './support/servers.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Joining from a join link (issue 15, spec 000 §2 /enrollprefill): a guest who booked
// follows the link the platform made for their stay (userPrefilledData, here asked for by
// the test as the platform's e-mail would), finds the join form filled in from the booking,
// joins, and the stay is in the new account. A changed link still lets them join: the
// server alone decides that, so it runs over plain HTTP in
// tests/integration/journeys/join-link.test.ts (issue 29).

async function joinLinkFor(confirmationNumber: string, surname: string): Promise<string> {
	const answer = await fetch(`${sandboxUrlOf(SANDBOX_PORT)}${REST_PATHS.userPrefilledData}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ confirmationNumber, surname }),
	})
	const { data } = (await answer.json()) as { data: string }
	return `/enrollprefill?${new URLSearchParams({ data })}`
}

test('a guest who booked joins from the join link, the form filled in, and the stay joins the account', async ({ page }, testInfo) => {
	const project = testInfo.project.name
	const email = `join-link-${project}-${Date.now()}@example.com`
	await holdRoom(page, stayFor(project, 20))
	await fillGuest(page, { ...ana, email })
	await consent(page).check()
	await continueToReview(page)
	await payWithCard(page, TEST_CARDS.visa)
	await submitAndSettle(page, page.getByRole('button', { name: 'Book now' }))
	const number = (await page.getByTestId('confirmation-number').textContent()) ?? ''
	expect(number).toMatch(/^\d{8}$/)

	const link = await joinLinkFor(number, ana.surname)
	expect(link).not.toContain(number)
	await page.context().clearCookies()
	await page.goto(link)
	await expect(page).toHaveURL(/\/loyalty\/createAccount\/createAccountPage1\.mi\?prefill=/)
	await expect(page.getByText("we've filled in your details from the booking")).toBeVisible()
	await expect(page.getByLabel('First name')).toHaveValue(ana.givenName)
	await expect(page.getByLabel('Last name')).toHaveValue(ana.surname)
	await expect(page.getByLabel('E-mail address')).toHaveValue(email)
	await expectAccessible(page)
	// A mobile number of this run's own (the platform refuses one another account has).
	await page.getByLabel('Mobile phone').fill(`737${project === 'js' ? 6 : 5}${String(Date.now()).slice(-6)}`)
	await page.getByLabel('Password', { exact: true }).fill('Joined#2027')
	await submitAndSettle(page, page.getByRole('button', { name: 'Join now' }))
	await expect(page.getByText(/Your member number is 3\d{8}\./)).toBeVisible()
	await expect(page.getByText('Your stay is in your trips and will earn points.')).toBeVisible()

	await page.goto('/loyalty/findReservationList.mi')
	await expect(page.getByText(number)).toBeVisible()
})
