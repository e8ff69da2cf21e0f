import type { AppLoadContext } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import type { Visitor } from '#app/services/visitor.server.ts'

const visitor = vi.hoisted(() => ({ current: {} as Partial<Visitor> }))
vi.mock('#app/services/visitor.server.ts', () => ({ getVisitor: async () => visitor.current }))

const { requireMember } = await import('./require-member.server.ts')
const context = {} as AppLoadContext

async function thrown(promise: Promise<unknown>): Promise<Response> {
	try {
		await promise
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
	throw new Error('expected a redirect')
}

describe('requireMember', () => {
	it('lets a signed-in member through', async () => {
		visitor.current = { state: 'member', locale: 'en-US', customerId: '1' }
		expect(await requireMember(new Request('http://localhost/account'), context)).toBe(visitor.current)
	})

	it('sends a guest to sign in and back to this page, in their locale', async () => {
		visitor.current = { state: 'guest', locale: 'es-ES' }
		const response = await thrown(requireMember(new Request('http://localhost/es/account?tab=stays'), context))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/es/sign-in.mi?returnTo=%2Faccount%3Ftab%3Dstays')
	})

	it('answers a post with 303 to sign in, back to the address it is told', async () => {
		visitor.current = { state: 'guest', locale: 'en-US' }
		const post = new Request('http://localhost/save', { method: 'POST' })
		const response = await thrown(requireMember(post, context, { returnTo: '/hotels/x?saveProperty=true' }))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe('/sign-in.mi?returnTo=%2Fhotels%2Fx%3FsaveProperty%3Dtrue')
	})

	it('lets a remembered member through only where told', async () => {
		visitor.current = { state: 'remembered', locale: 'en-US', customerId: '1' }
		expect(await requireMember(new Request('http://localhost/save'), context, { remembered: true })).toBe(visitor.current)
		expect((await thrown(requireMember(new Request('http://localhost/account'), context))).headers.get('Location')).toBe('/sign-in.mi?returnTo=%2Faccount')
	})

	it('sends a sign-in waiting for its second factor to the code page, and back to this page', async () => {
		visitor.current = { state: 'guest', locale: 'en-US', secondFactor: { sentTo: 'm***s@example.com', channel: 'email', account: 'CUST-MFA' } }
		const response = await thrown(requireMember(new Request('http://localhost/loyalty/myAccount/profile.mi'), context))
		expect(response.headers.get('Location')).toBe('/sign-in/verify.mi?returnTo=%2Floyalty%2FmyAccount%2Fprofile.mi')
		visitor.current = { ...visitor.current, state: 'remembered' }
		const saving = await thrown(requireMember(new Request('http://localhost/save', { method: 'POST' }), context, { remembered: true, returnTo: '/hotels/x' }))
		expect(saving.headers.get('Location')).toBe('/sign-in/verify.mi?returnTo=%2Fhotels%2Fx')
	})
})
