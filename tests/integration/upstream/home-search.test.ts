import { describe, expect, it } from 'vitest'
import { upstreamFaults } from '#mocks/upstream/server.ts'
import { loader } from '#app/routes/home-and-search/home.tsx'
import { useSandboxUpstream } from './sandbox-upstream.ts'

// The home page's search loader against the sandbox: the statuses a person with
// JavaScript off gets, the destination kept in every one.
useSandboxUpstream()

const context = { requestId: 'req-home-search', cspNonce: 'nonce', clientIp: '127.0.0.1' }
const load = (path: string) => loader({ request: new Request(`http://localhost${path}`), params: {}, context }) as Promise<Response>

describe('the home page search', () => {
	it('lists the hotels of a destination, linked to their overview under the locale', async () => {
		const response = await load('/es?destination=chicago')
		expect(response.status).toBe(200)
		const data = await response.json()
		expect(data.destination).toBe('chicago')
		expect(data.search.hotels).toEqual([
			expect.objectContaining({ id: 'CHIRZ', href: '/es/hotels/chirz-the-ritz-carlton-chicago/overview', country: 'Estados Unidos', stars: '4,8' }),
		])
	})

	it('answers 400 for a blank or too long destination, the value kept', async () => {
		const blank = await load('/?destination=++')
		expect(blank.status).toBe(400)
		expect((await blank.json()).result.error).toEqual({ destination: ['destinationRequired'] })
		const tooLong = await load(`/?destination=${'x'.repeat(101)}`)
		expect(tooLong.status).toBe(400)
		expect((await tooLong.json()).destination).toBe('x'.repeat(101))
	})

	it('answers 503 with a friendly error when the platform fails, the value kept', async () => {
		for (let i = 0; i < 3; i++) upstreamFaults.next('PhoenixBookSearchProperties', 'server-error')
		const response = await load('/?destination=chicago')
		expect(response.status).toBe(503)
		const data = await response.json()
		expect(data.result.error).toEqual({ '': ['unavailable'] })
		expect(data.destination).toBe('chicago')
	})

	it('does not search without a destination', async () => {
		const response = await load('/')
		expect(response.status).toBe(200)
		expect((await response.json()).search).toBeNull()
	})
})
