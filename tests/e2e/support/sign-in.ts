import { expect, type Locator, type Page, type TestInfo } from '@playwright/test'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'

export const PASSWORD = TEST_PASSWORD

/** An account no one has: failures on it touch no seeded member, one per test and project. */
export function strangerEmail(testInfo: TestInfo, label: string) {
	return `nobody-${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`
}

export async function signIn(page: Page, email: string, password = PASSWORD, { returnTo = '/' } = {}) {
	await page.goto(`/sign-in.mi?returnTo=${encodeURIComponent(returnTo)}`)
	await page.getByLabel('E-mail or member number').fill(email)
	await page.getByLabel('Password', { exact: true }).fill(password)
	await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
}

/** Clicks and waits for the form's POST to be answered, with JavaScript on or off. */
export async function submitAndSettle(page: Page, button: Locator) {
	const answered = page.waitForResponse((response) => response.request().method() === 'POST')
	await button.click()
	await answered
	await page.waitForLoadState()
}

export async function expectSignedInAs(page: Page, name: string, status: RegExp) {
	const account = page.getByRole('navigation', { name: 'Your account' })
	await expect(account.getByText(`Hello, ${name}`)).toBeVisible()
	await expect(account.getByText(status)).toBeVisible()
	await expect(account.getByRole('button', { name: 'Sign out' })).toBeVisible()
}
