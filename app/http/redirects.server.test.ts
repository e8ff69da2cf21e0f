import { describe, expect, it } from 'vitest'
import { redirectFor, redirectWithNotice } from './redirects.server.ts'
import { getCookieSession } from '#app/services/session.server.ts'

const at = (method: string) => new Request('http://localhost/reservation/guestInfo.mi', { method })

/** The notice the next page would read from the cookie a response sets. */
async function noticeIn(response: Response): Promise<string | undefined> {
	const cookie = response.headers.get('Set-Cookie')?.split(';')[0]
	return (await getCookieSession(new Request('http://localhost/', { headers: { Cookie: cookie ?? '' } }))).get('notice')
}

describe('redirects', () => {
	it('answer a post with 303 and a page load with the status asked for', () => {
		expect(redirectFor(at('POST'), '/next').status).toBe(303)
		expect(redirectFor(at('GET'), '/next').status).toBe(302)
		expect(redirectFor(at('GET'), '/next', { status: 307 }).status).toBe(307)
	})

	it('carry a one-time notice in the session cookie, by the same status rule', async () => {
		const posted = await redirectWithNotice(at('POST'), '/next', 'reservation.notice.extended', { status: 307 })
		expect(posted.status).toBe(303)
		expect(posted.headers.get('Location')).toBe('/next')
		expect(await noticeIn(posted)).toBe('reservation.notice.extended')
		const loaded = await redirectWithNotice(at('GET'), '/next', 'hotel.saveFailed', { status: 307, headers: { 'X-Kept': 'yes' } })
		expect(loaded.status).toBe(307)
		expect(loaded.headers.get('X-Kept')).toBe('yes')
		expect(await noticeIn(loaded)).toBe('hotel.saveFailed')
	})

	it('set no cookie when there is no notice', async () => {
		const response = await redirectWithNotice(at('POST'), '/next', null)
		expect(response.status).toBe(303)
		expect(response.headers.get('Set-Cookie')).toBeNull()
	})
})
