import { expect, test, type Page } from './support/test.ts'
import { expectSignedInAs, PASSWORD, strangerEmail, submitAndSettle } from './support/sign-in.ts'

// The journeys whose outcome the server alone decides (a remembered member's wrong password,
// the overlay pages' compact markup, the sign-in error page) run over plain HTTP in
// tests/integration/journeys/sign-in-overlay.test.ts (issue 29); the browser keeps the
// overlay in a frame sending the whole page on, and the dialog JavaScript makes of it.
const WRONG_CREDENTIALS = 'The e-mail, member number or password is not correct. Please try again.'

/**
 * A page of our own origin that frames the overlay, as the header's dialog does with
 * JavaScript; with JavaScript off nothing else would put the overlay in a frame.
 */
async function frameOverlay(page: Page, src = '/signInOverlay.mi?returnTo=%2Flanguage') {
	await page.route('**/frame-host', (route) =>
		route.fulfill({
			contentType: 'text/html',
			body: `<!doctype html><title>host</title><iframe title="Sign in" src="${src}" style="width:100%;height:700px"></iframe>`,
		}),
	)
	await page.goto('/frame-host')
	return page.frameLocator('iframe[title="Sign in"]')
}

const searchOf = (page: Page) => new URL(page.url()).searchParams

test.describe('signing in from the overlay', () => {
	test('in a frame, a member signs in and the whole page lands on returnTo', { tag: '@js' }, async ({ page }) => {
		const overlay = await frameOverlay(page)
		await overlay.getByLabel('E-mail or member number').fill('gold@example.com')
		await overlay.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await submitAndSettle(page, overlay.getByRole('button', { name: 'Sign in', exact: true }))
		await expect(page).toHaveURL('/language')
		await expectSignedInAs(page, 'Grace Lindqvist', /Gold Elite/)
	})

	test('a wrong password sends the whole page to the error page, where another try signs in', async ({ page }, testInfo) => {
		const overlay = await frameOverlay(page, '/signInOverlay.mi?returnTo=%2Flanguage&clientId=sweeps2026')
		await overlay.getByLabel('E-mail or member number').fill(strangerEmail(testInfo, 'overlay'))
		await overlay.getByLabel('Password', { exact: true }).fill('NotThePassword1')
		await submitAndSettle(page, overlay.getByRole('button', { name: 'Sign in', exact: true }))

		await expect(page).toHaveURL(/^[^?]*\/sign-in-error\.mi\?/)
		expect(searchOf(page).get('returnTo')).toBe('/language')
		expect(searchOf(page).get('errorMessageType')).toBe('credentialsWarningMessage')
		expect(searchOf(page).get('clientId')).toBe('sweeps2026')
		expect(searchOf(page).has('inValidCredentials')).toBe(false) // not a remembered member
		await expect(page.getByRole('alert')).toHaveText(WRONG_CREDENTIALS)
		await expect(page.getByRole('link', { name: 'Sign in or join' })).toBeVisible() // a whole page, header and all

		await page.getByLabel('E-mail or member number').fill('silver@example.com')
		await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await submitAndSettle(page, page.getByRole('button', { name: 'Sign in', exact: true }))
		await expect(page).toHaveURL('/language')
		await expectSignedInAs(page, 'Samuel Okafor', /Silver Elite/)
	})
})

test.describe('the sign-in dialog', () => {
	// The dialog is the JavaScript upgrade of the header's link; without JavaScript the
	// link goes to the sign-in page, as sign-in.spec.ts shows.
	test('the header link opens the overlay in a dialog that closes on Escape, back to the link', { tag: '@js-only' }, async ({ page }) => {
		await page.goto('/language')
		const opener = page.getByRole('link', { name: 'Sign in or join' })
		await opener.click()
		const dialog = page.getByRole('dialog', { name: 'Sign in or join' })
		await expect(dialog).toBeVisible()
		await expect(page).toHaveURL('/language')
		const overlay = page.frameLocator('dialog iframe[title="Sign in"]')
		// The frame loads a whole page of its own: on a busy CI machine that took over 5 s once.
		await expect(overlay.getByLabel('E-mail or member number')).toBeVisible({ timeout: 15_000 })
		await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()

		await page.keyboard.press('Escape')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()

		// Escape inside the frame closes it too; so does the close button.
		await opener.click()
		// The frame hears Escape once its script runs; its first height report says it has.
		await expect(page.locator('dialog iframe[title="Sign in"]')).toHaveAttribute('style', /height/)
		await overlay.getByLabel('E-mail or member number').press('Escape')
		await expect(dialog).toBeHidden()
		await expect(opener).toBeFocused()
		await opener.click()
		// As above: on a loaded machine a click before the frame's script has run was lost.
		await expect(page.locator('dialog iframe[title="Sign in"]')).toHaveAttribute('style', /height/)
		await dialog.getByRole('button', { name: 'Close' }).click()
		await expect(dialog).toBeHidden()
	})

	test('the frame is as tall as the overlay plus 20 px, and no one else may say otherwise', { tag: '@js-only' }, async ({ page }) => {
		await page.goto('/language')
		await page.getByRole('link', { name: 'Sign in or join' }).click()
		const frame = page.locator('dialog iframe[title="Sign in"]')
		const overlay = page.frameLocator('dialog iframe[title="Sign in"]')
		// The frame loads a whole page of its own: on a busy CI machine that took over 5 s once.
		await expect(overlay.getByLabel('E-mail or member number')).toBeVisible({ timeout: 15_000 })
		const contentHeight = () => frame.evaluate((element: HTMLIFrameElement) => element.contentDocument!.body.getBoundingClientRect().height)
		const frameHeight = () => frame.evaluate((element) => element.getBoundingClientRect().height)
		// On a loaded machine the overlay's content moves for a while (styles, fonts, the
		// errors): wait until the frame is content + 20 px and has stayed so between two
		// reads, rather than reading it once.
		let lastHeight = Number.NaN
		const settledHeight = async () => {
			let settled = 0
			await expect
				.poll(async () => {
					const [framed, content] = [await frameHeight(), await contentHeight()]
					const steady = framed === lastHeight
					lastHeight = framed
					settled = framed
					return steady && Math.abs(framed - content - 20) <= 1
				})
				.toBe(true)
			return settled
		}
		const before = await settledHeight()
		expect(before).toBeGreaterThan(300)

		// The content grows (the errors appear), and the frame with it.
		await overlay.getByRole('button', { name: 'Sign in', exact: true }).click()
		await expect(overlay.getByText('Enter your password.')).toBeVisible()
		await expect.poll(frameHeight).toBeGreaterThan(before)
		const settled = await settledHeight()
		await page.evaluate(async () => {
			const data = { type: 'sign-in-overlay:height', height: 50 }
			window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }))
			// Our origin, but not from the frame.
			window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }))
			// A posted message arrives later: one posted after it arrives after it, once every
			// listener (the dialog's among them) has had the first.
			const after = new Promise<void>((resolve) => window.addEventListener('message', (event) => event.data?.type === 'test:after-height' && resolve()))
			window.postMessage(data, window.location.origin)
			window.postMessage({ type: 'test:after-height' }, window.location.origin)
			await after
		})
		expect(await frameHeight()).toBe(settled)
		await expect(page.getByRole('dialog', { name: 'Sign in or join' })).toBeVisible()
	})

	test('signing in in the dialog lands the whole page back where it was, signed in', { tag: '@js-only' }, async ({ page }) => {
		await page.goto('/language?from=dialog')
		await page.getByRole('link', { name: 'Sign in or join' }).click()
		const overlay = page.frameLocator('dialog iframe[title="Sign in"]')
		await overlay.getByLabel('E-mail or member number').fill('ambassador@example.com')
		await overlay.getByLabel('Password', { exact: true }).fill(PASSWORD)
		await submitAndSettle(page, overlay.getByRole('button', { name: 'Sign in', exact: true }))
		await expect(page).toHaveURL('/language?from=dialog')
		await expectSignedInAs(page, 'Amara Haddad', /Ambassador Elite/)
		await expect(page.getByRole('dialog')).toHaveCount(0)
	})

	test('an overlay that fails to load says so in the dialog', { tag: '@js-only' }, async ({ page }) => {
		await page.route(
			(url) => url.pathname === '/signInOverlay.mi',
			(route) => route.fulfill({ status: 400, contentType: 'text/html', body: '<!doctype html><title>Bad request</title><p>Bad request</p>' }),
		)
		await page.goto('/language')
		await page.getByRole('link', { name: 'Sign in or join' }).click()
		const dialog = page.getByRole('dialog', { name: 'Sign in or join' })
		await expect(dialog.getByRole('alert')).toHaveText('Something went wrong')
		await expect(dialog.locator('iframe')).toHaveCount(0)
	})
})
