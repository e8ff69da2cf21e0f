import { expect, test } from './support/test.ts'
import { switchFeatureFlag } from './support/feature-flags.ts'

// Spec 001 §6: "Sign-in and one-click-join overlays are shown by a feature setting"
// (sign-in-overlays). Off, the header's sign-in is a plain link to the page even with
// JavaScript, and an overlay's address goes to the full page. The flag is the sandbox's,
// shared by both projects: one test switches it and looks with JavaScript on and off.

test('with sign-in-overlays off, sign-in is the full page; on again, the dialog', { tag: '@js-only' }, async ({ page, browser }, testInfo) => {
	await switchFeatureFlag('sign-in-overlays', false)
	try {
		// Each of the server's workers keeps flags for a second, and may be asked at any
		// request: every check is repeated together until all of them see the switch.
		await expect(async () => {
			await page.goto('/language')
			await page.getByRole('link', { name: 'Sign in or join' }).click()
			await expect(page).toHaveURL('/sign-in.mi?returnTo=%2Flanguage', { timeout: 1_000 })
			await expect(page.getByRole('dialog')).toHaveCount(0)
			await page.goto('/signInOverlay.mi?returnTo=%2Flanguage&clientId=sweeps2026')
			await expect(page).toHaveURL('/sign-in.mi?returnTo=%2Flanguage&clientId=sweeps2026', { timeout: 1_000 })
			await expect(page.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible({ timeout: 1_000 })

			const noJs = await browser.newContext({ javaScriptEnabled: false, baseURL: testInfo.project.use.baseURL })
			try {
				const plain = await noJs.newPage()
				await plain.goto('/reservation/signInOverlay.mi?returnTo=%2Flanguage')
				await expect(plain).toHaveURL('/sign-in.mi?returnTo=%2Flanguage', { timeout: 1_000 })
			} finally {
				await noJs.close()
			}
		}).toPass()
	} finally {
		await switchFeatureFlag('sign-in-overlays', true)
	}
	await expect(async () => {
		await page.goto('/language')
		await page.getByRole('link', { name: 'Sign in or join' }).click()
		await expect(page.getByRole('dialog', { name: 'Sign in or join' })).toBeVisible({ timeout: 1_000 })
	}).toPass()
})
