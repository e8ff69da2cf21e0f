import { expect, test, type Page } from '@playwright/test'
import { endPlatformSession, sessionTokenIn } from './support/platform-session.ts'
import { baseUrlOf, SANDBOX_PORT, SHORT_CART_PORT, SHORT_CART_TTL_SECONDS } from './support/servers.ts'
import { submitAndSettle } from './support/sign-in.ts'

// Spec 001 §2 and §4: a cart and a session may each expire. A guest picks a rate, reaches
// guest information with the cart held, and then: holds it longer; loses the session
// (ended on the sandbox, as its idle timeout would); or waits out the cart on the
// second server, whose carts live a few seconds.

const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10)

// Each project books its own dates: the two never hold the same room at once.
const searchFor = (project: string) => {
	const offset = project === 'js' ? 40 : 30
	return new URLSearchParams({ propertyCode: 'NYCMC', fromDate: isoDay(offset), toDate: isoDay(offset + 2), roomCount: '1', numAdultsPerRoom: '2' })
}

async function pickFirstRate(page: Page, search: URLSearchParams) {
	await page.goto(`/reservation/rateListMenu.mi?${search}`)
	await submitAndSettle(page, page.getByRole('button', { name: /^Select / }).first())
	await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
	await expect(page.getByRole('heading', { name: 'Your room is held' })).toBeVisible()
}

test.describe('guest information', () => {
	test('shows the cart with its hold, and holds it longer', async ({ page }, testInfo) => {
		await pickFirstRate(page, searchFor(testInfo.project.name))
		await expect(page.getByText(/We hold this room until .+\./)).toBeVisible()
		await expect(page.getByText(/1[45] minutes left\./)).toBeVisible()
		await expect(page.getByText('Guests: 2 adults', { exact: true })).toBeVisible()
		await expect(page.getByLabel('Your selection')).toContainText(/Total: \$[\d,]+\.\d\d/)
		await expect(page.getByRole('link', { name: 'Change room or rate' })).toHaveAttribute('href', /\/reservation\/rateListMenu\.mi\?propertyCode=NYCMC/)

		await submitAndSettle(page, page.getByRole('button', { name: 'Hold my room longer' }))
		await expect(page).toHaveURL(/\/reservation\/guestInfo\.mi$/)
		await expect(page.getByRole('status')).toHaveText('Your room is held for longer now.')
	})

	test('an expired session lands on the expired-session page', async ({ page, context }, testInfo) => {
		await pickFirstRate(page, searchFor(testInfo.project.name))
		await endPlatformSession(SANDBOX_PORT, await sessionTokenIn(context))

		await page.reload()
		await expect(page).toHaveURL(/\/reservation\/expiredSession\.mi$/)
		await expect(page.getByRole('heading', { name: 'Your session timed out' })).toBeVisible()
		// A fresh start: the home page is a page like any other now.
		await page.getByRole('link', { name: 'Start a new search' }).click()
		await expect(page).toHaveURL(/\/$/)
	})
})

test.describe('with carts that expire in seconds', () => {
	test.use({ baseURL: baseUrlOf(SHORT_CART_PORT) })

	test('an expired cart lands on the rate list with a message', async ({ page }, testInfo) => {
		test.setTimeout(60_000)
		const search = searchFor(testInfo.project.name)
		await pickFirstRate(page, search)
		await page.waitForTimeout((SHORT_CART_TTL_SECONDS + 1) * 1000)

		await page.reload()
		await expect(page).toHaveURL(/\/reservation\/rateListMenu\.mi\?/)
		expect(new URL(page.url()).searchParams.get('propertyCode')).toBe('NYCMC')
		expect(new URL(page.url()).searchParams.get('fromDate')).toBe(search.get('fromDate'))
		await expect(page.getByRole('status').first()).toContainText('that time ran out')
	})
})
