import { expect, test, type APIRequestContext } from '@playwright/test'
import { BOOKING_SESSION_KEY } from '#app/models/reservation-pages.ts'
import { endPlatformSession, readSessionCookie, sessionCookieFor, startPlatformSession } from './support/platform-session.ts'
import { PORT, SANDBOX_PORT } from './support/servers.ts'

// The redirect table of spec 001 §2 against the running server: real HTTP, no browser,
// no redirect followed; each rule is its status and its Location. Both projects run it
// (it is cheap), each with sessions of its own.

const SEARCH = 'propertyCode=NYCMC&fromDate=2030-01-10&toDate=2030-01-12'

async function answer(request: APIRequestContext, path: string, cookie?: string) {
	const response = await request.get(path, { maxRedirects: 0, headers: cookie ? { Cookie: cookie } : {} })
	return { status: response.status(), location: response.headers()['location'] ?? null, setCookie: response.headers()['set-cookie'] ?? null }
}

test.describe('expired session → expired-session page (302)', () => {
	for (const [path, target] of [
		['/reservation/guestInfo.mi', '/reservation/expiredSession.mi'],
		['/es/reservation/guestInfo.mi', '/es/reservation/expiredSession.mi'],
		['/reservation/rateListMenu.mi?propertyCode=NYCMC', '/reservation/expiredSession.mi'],
	] as const) {
		test(`${path}`, async ({ request }) => {
			const token = await startPlatformSession(SANDBOX_PORT, { locale: 'en-US' })
			const cookie = await sessionCookieFor(token)
			await endPlatformSession(SANDBOX_PORT, token)

			const first = await answer(request, path, cookie)
			expect(first).toMatchObject({ status: 302, location: target })
			// The dead session id goes with it, so the visitor can start over.
			expect((await readSessionCookie(first.setCookie)).sessionToken).toBeUndefined()
		})
	}

	test('the pages that explain a failure never redirect', async ({ request }) => {
		const token = await startPlatformSession(SANDBOX_PORT, { locale: 'en-US' })
		const cookie = await sessionCookieFor(token)
		await endPlatformSession(SANDBOX_PORT, token)
		for (const path of ['/reservation/expiredSession.mi', '/reservation/800Page.mi', '/reservation/unsuccessfulSell.mi', '/reservation/productsUnavailable.mi']) {
			expect((await answer(request, path, cookie)).status, path).toBe(200)
		}
	})
})

test.describe('expired cart → rate list with the stored search (302)', () => {
	test('a cart the platform no longer holds', async ({ request }) => {
		const token = await startPlatformSession(SANDBOX_PORT, { locale: 'en-US', [BOOKING_SESSION_KEY]: { cartId: 'no-such-cart', rateListSearch: SEARCH } })
		const cookie = await sessionCookieFor(token)

		const first = await answer(request, '/reservation/guestInfo.mi', cookie)
		expect(first).toMatchObject({ status: 302, location: `/reservation/rateListMenu.mi?${SEARCH}` })
		expect(await readSessionCookie(first.setCookie)).toEqual({ sessionToken: token, notice: 'reservation.notice.cartExpired' })

		// Said once: the session forgot the cart, so the next visit has none to speak of.
		const again = await answer(request, '/es/reservation/guestInfo.mi', cookie)
		expect(again).toMatchObject({ status: 302, location: '/es/reservation/rateListMenu.mi' })
		expect((await readSessionCookie(again.setCookie)).notice).toBe('reservation.notice.noCart')
	})

	test('no cart at all', async ({ request }) => {
		expect(await answer(request, '/reservation/guestInfo.mi')).toMatchObject({ status: 302, location: '/reservation/rateListMenu.mi' })
	})
})

test.describe('not found → error page (307)', () => {
	test('a reservation page kind the app has no page for', async ({ request }) => {
		expect(await answer(request, '/reservation/noSuchPage.mi')).toMatchObject({ status: 307, location: '/error' })
		expect(await answer(request, '/es/reservation/noSuchPage.mi')).toMatchObject({ status: 307, location: '/es/error' })
		const posted = await request.post('/reservation/noSuchPage.mi', { maxRedirects: 0, form: { a: '1' } })
		// A post is answered 303, so the browser asks for the error page with a GET.
		expect(posted.status()).toBe(303)
		expect(posted.headers()['location']).toBe('/error')
	})

	test('the sign-in overlays are not swallowed by the reservation layout', async ({ request }) => {
		for (const path of ['/reservation/signInOverlay.mi', '/reservation/signInOverlay-signInOnly.mi']) {
			expect((await answer(request, path)).status, path).toBe(200)
		}
	})
})

test.describe('navigationURL on an availability route → that URL (302, same origin only)', () => {
	const target = '/reservation/rateListMenu.mi?propertyCode=NYCMC'
	for (const page of ['availability.mi', 'availabilitySearch.mi']) {
		test(page, async ({ request }) => {
			const to = (url: string) => `/reservation/${page}?navigationURL=${encodeURIComponent(url)}`
			expect(await answer(request, to(target))).toMatchObject({ status: 302, location: target })
			expect(await answer(request, `/es${to(target)}`)).toMatchObject({ status: 302, location: `/es${target}` })
			expect(await answer(request, to(`http://localhost:${PORT}${target}`))).toMatchObject({ status: 302, location: target })
			for (const evil of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)']) {
				const { location } = await answer(request, to(evil))
				expect(location ?? '', evil).not.toContain('evil.example')
				expect(location ?? '', evil).not.toContain('javascript')
			}
		})
	}

	test('is not followed on other pages', async ({ request }) => {
		const { location } = await answer(request, `/reservation/guestInfo.mi?navigationURL=${encodeURIComponent('/language')}`)
		expect(location).not.toBe('/language')
	})
})

test.describe('lookup-to-my-trips → lookup page (302)', () => {
	test('a visitor who is not signed in asks for my trips', async ({ request }) => {
		expect(await answer(request, '/loyalty/findReservationList.mi')).toMatchObject({ status: 302, location: '/reservation/lookupReservation.mi' })
		expect(await answer(request, '/es/loyalty/findReservationList.mi')).toMatchObject({
			status: 302,
			location: '/es/reservation/lookupReservation.mi',
		})
	})

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
