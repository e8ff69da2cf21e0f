import { ONE_TIME_CODE_ERRORS } from '@meridian/upstream-contract/contract.ts'
import { secondFactorCodeLimits } from './one-time-code-limits.server.ts'
import { renewSession } from './session-renewal.server.ts'
import { getCookieSession, type CookieSession } from './session.server.ts'
import { memberBadgeOf } from './sign-in.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'
import { resendSignInCode, verifySignInCode } from './upstream/account.server.ts'
import { OneTimeCodeRefused, UpstreamError } from './upstream/errors.server.ts'
import { updateSession } from './upstream/session.server.ts'
import type { Visitor } from './visitor.server.ts'

// The second factor of a sign-in (docs/decisions/020), on the server: the code the member
// typed goes to the platform, which signs the session in when it is right. Each
// submission is counted first (one-time-code-limits.server.ts, the password-reset code's numbers); a right code gives its
// count back. The session gets a new id, as at every sign-in.

type Refusal = 'wrong-code' | 'expired'
// `session`: what the visitor's session cookie is to hold now (its new id), for the route to write; null, unchanged.
export type SecondFactorOutcome =
	| { kind: 'verified'; session: CookieSession }
	| { kind: 'refused'; reason: Refusal; session: CookieSession }
	| { kind: 'rate-limited'; locked: boolean; retryAfterSeconds: number; session: CookieSession | null }
	| { kind: 'unavailable'; session: CookieSession | null }

type Pending = Visitor & { secondFactor: NonNullable<Visitor['secondFactor']> }

export async function verifySecondFactor(request: Request, visitor: Pending, code: string): Promise<SecondFactorOutcome> {
	const gate = await secondFactorCodeLimits.reserveCode(visitor.secondFactor.account, visitor.clientIp)
	if (!gate.ok) return { kind: 'rate-limited', locked: true, retryAfterSeconds: gate.retryAfterSeconds, session: null }

	const cookieSession = await getCookieSession(request)
	let sessionToken: string
	try {
		// A new session id before the code is checked: the id that waited for it signs nobody in.
		sessionToken = (await renewSession(visitor, 'second-factor')).sessionToken
	} catch (error) {
		await gate.giveBack()
		if (error instanceof UpstreamError) return { kind: 'unavailable', session: null }
		throw error
	}
	cookieSession.set('sessionToken', sessionToken)
	const ctx = { ...visitor.upstream, sessionToken }
	try {
		const verified = await verifySignInCode(code, ctx)
		await gate.giveBack()
		await updateSession(memberBadgeOf(verified.customerDetails), ctx)
		// A remembered sign-in's UserIdToken goes with every later session-data call (as at sign-in).
		if (verified.userIdToken) cookieSession.set('userIdToken', verified.userIdToken)
		else cookieSession.unset('userIdToken')
		return { kind: 'verified', session: cookieSession }
	} catch (error) {
		if (error instanceof OneTimeCodeRefused) {
			if (error.code === ONE_TIME_CODE_ERRORS.invalid) return { kind: 'refused', reason: 'wrong-code', session: cookieSession }
			if (error.code === ONE_TIME_CODE_ERRORS.locked) {
				return { kind: 'rate-limited', locked: true, retryAfterSeconds: error.retryAfterSeconds ?? 900, session: cookieSession }
			}
			await gate.giveBack()
			return { kind: 'refused', reason: 'expired', session: cookieSession }
		}
		await gate.giveBack()
		logUnlessUpstream('second factor', error)
		return { kind: 'unavailable', session: cookieSession }
	}
}

export type ResendOutcome =
	{ kind: 'sent' } | { kind: 'rate-limited'; locked: boolean; retryAfterSeconds: number } | { kind: 'expired' } | { kind: 'unavailable' }

/** "Send a new code": counted per account and address whatever the platform answers. */
export async function resendSecondFactorCode(visitor: Pending): Promise<ResendOutcome> {
	const taken = await secondFactorCodeLimits.takeResend(visitor.secondFactor.account, visitor.clientIp)
	if (!taken.ok) return { kind: 'rate-limited', locked: false, retryAfterSeconds: taken.retryAfterSeconds }
	try {
		await resendSignInCode(visitor.upstream)
		return { kind: 'sent' }
	} catch (error) {
		if (error instanceof OneTimeCodeRefused) {
			if (error.code === ONE_TIME_CODE_ERRORS.locked) return { kind: 'rate-limited', locked: true, retryAfterSeconds: error.retryAfterSeconds ?? 900 }
			if (error.code === ONE_TIME_CODE_ERRORS.tooSoon) return { kind: 'rate-limited', locked: false, retryAfterSeconds: error.retryAfterSeconds ?? 60 }
			return { kind: 'expired' }
		}
		logUnlessUpstream('second factor: new code', error)
		return { kind: 'unavailable' }
	}
}
