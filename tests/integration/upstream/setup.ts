import { afterAll, afterEach, beforeAll } from 'vitest'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { GOLD_MEMBER_ACCESS_TOKEN, GOLD_MEMBER_REMEMBER_TOKEN } from '#mocks/upstream/fixtures/customer.ts'
import { GUEST_SESSION, REMEMBERED_SESSION, SIGNED_IN_SESSION } from '#mocks/upstream/fixtures/session.ts'
import { resetUpstreamMock, upstreamServer } from '#mocks/upstream/server.ts'

// The client against the mock upstream: every request must be one the mock knows.
// The logger is read once per test file, so it is silenced before the first call.
process.env.LOG_LEVEL = 'silent'

export function useMockUpstream() {
	beforeAll(() => upstreamServer.listen({ onUnhandledRequest: 'error' }))
	afterEach(() => resetUpstreamMock())
	afterAll(() => upstreamServer.close())
}

export const guest = {
	locale: 'en-US',
	requestId: 'req-guest-1',
	sessionToken: GUEST_SESSION,
} satisfies UpstreamContext

export const signedInMember = {
	locale: 'es-ES',
	requestId: 'req-member-1',
	accessToken: GOLD_MEMBER_ACCESS_TOKEN,
	sessionToken: SIGNED_IN_SESSION,
} satisfies UpstreamContext

export const rememberedMember = {
	locale: 'en-US',
	requestId: 'req-remembered-1',
	accessToken: GOLD_MEMBER_REMEMBER_TOKEN,
	rememberMe: true,
	sessionToken: REMEMBERED_SESSION,
} satisfies UpstreamContext
