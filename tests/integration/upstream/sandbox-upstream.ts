import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { client } from '@meridian/sandbox/http/accounts/testing.ts'
import { SEED_MEMBERS } from '@meridian/sandbox/db/seed/members.ts'
import { startTestSandbox } from '@meridian/sandbox/testing.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { getEnv } from '#app/services/env.server.ts'
import { forgetSharedContent } from '#app/services/shared-content.server.ts'
import { upstreamFaults, upstreamFront, upstreamJournal, upstreamServer } from '#mocks/upstream/server.ts'

// The client against a real sandbox of its own, with msw in front of it for faults on
// demand and the journal of what the client sent. The logger is read once per test file,
// so it is silenced before the first call.
process.env.LOG_LEVEL = 'silent'

const gold = SEED_MEMBERS.find((member) => member.email === TEST_ACCOUNTS.gold.email)
if (!gold?.id) throw new Error('the sandbox seeds no gold member')

/** The member the signed-in and remembered contexts speak for, as the sandbox seeds her. */
export const goldMember = {
	id: gold.id,
	email: gold.email,
	givenName: gold.givenName,
	fullName: `${gold.givenName} ${gold.surname}`,
	tier: TEST_ACCOUNTS.gold.tier,
}

type Visit = UpstreamContext & { sessionToken: string }
type MemberVisit = Visit & { accessToken: string }

/** A visitor with a session and no member; a new session for every test. */
export const guest: Visit = { locale: 'en-US', requestId: 'req-guest-1', sessionToken: '' }
/** The gold member, signed in; a new sign-in for every test. */
export const signedInMember: MemberVisit = { locale: 'es-ES', requestId: 'req-member-1', sessionToken: '', accessToken: '' }
/** The gold member remembered but signed out: the remember-me token is her credential. */
export const rememberedMember: MemberVisit = { locale: 'en-US', requestId: 'req-remembered-1', rememberMe: true, sessionToken: '', accessToken: '' }

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>

/** The running sandbox, for a test that reads its database or calls it directly. */
export const upstreamSandbox = () => sandbox

export function useSandboxUpstream() {
	beforeAll(async () => {
		sandbox = await startTestSandbox()
		// The app parses its environment once, maybe already at import, before the sandbox had a port.
		process.env.UPSTREAM_URL = sandbox.url
		getEnv().UPSTREAM_URL = sandbox.url
		// Its payment service too: the guest-details form opens card sessions there.
		process.env.PAYMENT_SERVICE_ORIGIN = sandbox.paymentUrl
		getEnv().PAYMENT_SERVICE_ORIGIN = sandbox.paymentUrl
		upstreamServer.listen({ onUnhandledRequest: 'error' })
		upstreamServer.resetHandlers(upstreamFront(sandbox.url), upstreamFront(sandbox.paymentUrl))
	})
	beforeEach(async () => {
		await startVisits(sandbox.url)
		upstreamJournal.reset()
		// Each test sees the platform as its faults make it, not an answer an earlier test left kept.
		forgetSharedContent()
	})
	afterEach(() => {
		upstreamServer.resetHandlers()
		upstreamFaults.reset()
		upstreamJournal.reset()
	})
	afterAll(async () => {
		upstreamServer.close()
		await sandbox?.close()
	})
}

/** Fresh sessions for the three visitors, signed in against the sandbox as the browser would. */
async function startVisits(url: string) {
	const platform = client(url)
	const sessionData = async (session: string) => (await platform.call('GET', REST_PATHS.session, { session })).body.data as Record<string, unknown>
	const signedIn = async (rememberMe: boolean) => {
		const session = await platform.newSession({ locale: 'en-US' })
		const answer = await platform.signIn(session, goldMember.email, { rememberMe })
		if (answer.status !== 200) throw new Error(`the gold member cannot sign in: ${answer.status}`)
		return session
	}

	guest.sessionToken = await platform.newSession({ locale: 'en-US' })

	signedInMember.sessionToken = await signedIn(false)
	signedInMember.accessToken = String((await sessionData(signedInMember.sessionToken)).accessToken)

	rememberedMember.sessionToken = await signedIn(true)
	await platform.call('POST', REST_PATHS.logout, { session: rememberedMember.sessionToken })
	rememberedMember.accessToken = String((await sessionData(rememberedMember.sessionToken)).rememberToken)
}
