import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { upstreamFaults } from '#mocks/upstream/server.ts'
import { loader as overview } from '#app/routes/hotel/overview.tsx'
import { useSandboxUpstream } from './sandbox-upstream.ts'

// Issue 10, item 9: the hotel overview under platform faults answers what its sibling
// pages answer — 503 "try again" for a platform that is down, refuses or answers
// nonsense, 404 only for a hotel the platform does not know. Never a thrown 500.
vi.hoisted(() => {
	process.env.UPSTREAM_TIMEOUT_MS = '1000'
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const SEO = 'nycmc-meridian-new-york-times-square'
async function load(): Promise<Response> {
	// A context of its own, as every request has: what a request reads once is kept on it.
	const context = { requestId: 'req-overview', cspNonce: 'nonce', clientIp: '127.0.0.1' }
	const args = { request: new Request(`http://localhost/hotels/${SEO}/overview`), params: { seoNickname: SEO }, context } as unknown as LoaderFunctionArgs
	const outcome = await overview(args).catch((thrown: unknown) => thrown)
	expect(outcome).toBeInstanceOf(Response)
	return outcome as Response
}

describe('the hotel overview under platform faults', () => {
	it('answers the hotel when the platform does', async () => {
		expect((await load()).status).toBe(200)
	})

	it.each([
		['a malformed answer', 'malformed'],
		['an UNAUTHORIZED answer', { code: 'UNAUTHORIZED' }],
		['a server error', 'server-error'],
		['no connection', 'network-error'],
	] as const)('answers 503 for %s', async (_, fault) => {
		for (let i = 0; i < 3; i++) upstreamFaults.next('PropertyBarQuery', fault)
		const response = await load()
		expect(response.status).toBe(503)
	})
})
