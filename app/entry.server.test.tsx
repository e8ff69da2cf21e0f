import { describe, expect, it } from 'vitest'
import { handleDataRequest } from './entry.server.tsx'

// A single-fetch redirect as Remix builds it: a 202 whose body holds the target and
// whose headers keep the route's Location.
const singleFetchRedirect = (location: string) =>
	new Response('[{"redirect":1}]', { status: 202, headers: { Location: location, 'X-Remix-Response': 'yes', 'Set-Cookie': 'a=b' } })
const request = new Request('http://localhost:3000/language.data', { method: 'POST' })

describe('handleDataRequest: the redirect gate for single fetch', () => {
	it.each(['//evil.example', '/.//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])('sends %j to / instead', (location) => {
		const gated = handleDataRequest(singleFetchRedirect(location), { request })
		expect(gated.status).toBe(302)
		expect(gated.headers.get('Location')).toBe('/')
		expect(gated.headers.get('Set-Cookie')).toBe('a=b')
	})

	it('leaves a same-origin redirect and any other answer alone', () => {
		const safe = singleFetchRedirect('/es/reservation/guestInfo.mi')
		expect(handleDataRequest(safe, { request })).toBe(safe)
		const data = new Response('[]', { status: 200 })
		expect(handleDataRequest(data, { request })).toBe(data)
	})
})
