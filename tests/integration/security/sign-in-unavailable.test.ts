import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from '../shared-server.ts'

// Issue 10, item 9: a sign-in while the platform cannot be reached is the form again
// with 503 and "try again", the e-mail kept and the password not; never a 500.
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('no-upstream')
})

describe('sign-in with the platform unreachable', () => {
	it.each(['/sign-in.mi', '/es/sign-in.mi'])('%s answers 503 with "try again" and the e-mail kept', async (path) => {
		const response = await fetch(`${server.baseUrl}${path}`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ email: 'gold@example.com', pwrd: 'Welcome#2026', intent: 'sign-in' }),
		})
		expect(response.status).toBe(503)
		const html = await response.text()
		expect(html).toMatch(path.startsWith('/es') ? /Inténtalo dentro de unos minutos/ : /Please try again/)
		expect(html).toMatch(/value="gold@example\.com"/)
		expect(html).not.toContain('Welcome#2026')
	})

	it('the overlay sends the whole page to the error page with that message', async () => {
		const response = await fetch(`${server.baseUrl}/signInOverlay.mi`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams({ email: 'gold@example.com', pwrd: 'Welcome#2026', intent: 'sign-in', returnTo: '/' }),
		})
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toMatch(/^\/sign-in-error\.mi\?.*errorMessageType=uxlFailureErrorMessage/)
	})
})
