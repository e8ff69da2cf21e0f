import { tierOf } from '#app/models/member-level.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { secondFactorHref } from '#app/models/second-factor.ts'
import { signInErrorMessage } from '#app/models/sign-in-outcome.ts'
import type { SignInSubmission } from '#app/models/sign-in-schema.ts'
import type { CustomerDetails } from '@meridian/upstream-contract/account.ts'
import { sealedPassword } from './password-encryption.server.ts'
import { renewSession } from './session-renewal.server.ts'
import { getCookieSession, type CookieSession } from './session.server.ts'
import { signInAccountNames } from './sign-in-account-key.server.ts'
import { signInLimits } from './sign-in-limits.server.ts'
import { fetchRandomData, signIn } from './upstream/account.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { eventContext, trackEvent } from './upstream/data-layer.server.ts'
import { isFeatureEnabled } from './upstream/feature-flags.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'
import { LoginRefused, UpstreamError } from './upstream/errors.server.ts'
import { updateSession } from './upstream/session.server.ts'
import type { Visitor } from './visitor.server.ts'

// `session`: what the visitor's session cookie is to hold after this attempt (its new id,
// a remembered member's UserIdToken, a notice), for the route to write; null, unchanged.
export type SignInOutcome =
	| {
			kind: 'signed-in'
			redirectTo: string
			session: CookieSession
			sessionToken: string
			/** A multi-factor option is pending (step 4). */
			mfa: boolean
			/** Who signed in, for a success event (step 2). */
			member: { givenName: string; tier?: string; points: number }
	  }
	| {
			/** The password was right; the platform waits for the one-time code (docs/decisions/020): the code page. */
			kind: 'second-factor'
			redirectTo: string
			session: CookieSession
			sessionToken: string
	  }
	| { kind: 'refused'; messageKey: string; serverCode: string; redirectTo?: string; session: CookieSession }
	| { kind: 'rate-limited'; retryAfterSeconds: number }
	| { kind: 'unavailable'; session: CookieSession | null }

type Attempt = SignInSubmission & { pageModuleName: string; enterprise?: boolean; overlay?: boolean }

/** What the header shows of a signed-in member, kept in the session so it needs no call of its own. */
export const memberBadgeOf = (details: CustomerDetails) => ({ memberTier: tierOf(details), memberPoints: details.currentPointBalance })

/**
 * Spec 000 §4 "Sign-in" steps 2–9 on the server: encrypt the password, ask the platform,
 * keep what the header needs in the session, report the analytics event, and say where
 * to go next. The password goes nowhere else: not to a log, a URL or a page.
 */
export async function attemptSignIn(request: Request, visitor: Visitor, attempt: Attempt): Promise<SignInOutcome> {
	// Before anything costly (a platform session, RSA): a refused burst must stay cheap.
	const account = signInAccountNames({ userId: attempt.userId, customerId: visitor.customerId }, visitor.upstream)
	const gate = await signInLimits.reserve(visitor.clientIp, account)
	if (!gate.ok) return { kind: 'rate-limited', retryAfterSeconds: gate.retryAfterSeconds }

	const cookieSession = await getCookieSession(request)
	// A new session id at every sign-in: one planted before it signs nobody in.
	let session: { sessionToken: string }
	try {
		session = await renewSession(visitor, 'sign-in')
	} catch (error) {
		await gate.abandoned()
		if (error instanceof UpstreamError) return { kind: 'unavailable', session: null }
		throw error
	}
	cookieSession.set('sessionToken', session.sessionToken)
	const ctx: UpstreamContext & { sessionToken: string } = { ...visitor.upstream, sessionToken: session.sessionToken }
	const analytics = eventContext(request, visitor.locale)

	try {
		const [{ password, passwordEncrypted }, dtt] = await Promise.all([sealedPassword(attempt.password, ctx), isFeatureEnabled('book-dtt', ctx)])
		// Spec 000 §7: the sign-in carries the random-data URL's answer (that URL chosen by the flag).
		const randomData = await fetchRandomData(ctx, { dtt })
		const returnUrl = safeReturnTo(attempt.returnTo)
		const tripDetails = attempt.tripId ? { tripId: attempt.tripId } : undefined
		const { result } = await signIn(
			{ userId: attempt.userId, password, rememberMe: attempt.rememberMe, returnUrl, pageModuleName: attempt.pageModuleName, tripDetails },
			ctx,
			{ enterprise: attempt.enterprise, overlay: attempt.overlay, passwordEncrypted, randomData, dtt },
		)
		await gate.succeeded()
		const details = result.customerDetails
		const mfa = result.mfaOption && (result.mfaOption.emailAddress || result.mfaOption.phoneNumbers.length) ? result.mfaOption : null
		await updateSession(
			{
				...(details ? memberBadgeOf(details) : {}),
				// Step 4: a multi-factor option is kept with the page that asked for it.
				...(mfa ? { mfaOption: mfa, mfaPageName: attempt.pageModuleName, showBrowserRegistrationCta: true } : {}),
				// Step 5: with multi-factor pending, the trip is linked once that is done.
				...(tripDetails && mfa ? { reservationLinkedBannerId: tripDetails.tripId, encodePayload: result.encodePayload ?? null } : {}),
			},
			ctx,
		)
		if (result.secondFactor || !details) {
			// Not signed in yet, so not remembered either: the code page finishes the sign-in (docs/decisions/020).
			cookieSession.unset('userIdToken')
			return {
				kind: 'second-factor',
				redirectTo: secondFactorHref(result.nextStateURI ?? returnUrl, visitor.locale),
				session: cookieSession,
				sessionToken: session.sessionToken,
			}
		}
		if (tripDetails && !mfa) cookieSession.flash('notice', 'signIn.reservationLinked')
		// A remembered sign-in's UserIdToken goes with every later session-data call; any other forgets an old one.
		if (result.userIdToken) cookieSession.set('userIdToken', result.userIdToken)
		else cookieSession.unset('userIdToken')
		void trackEvent('login-success', analytics, ctx)
		return {
			kind: 'signed-in',
			redirectTo: safeLocalizedReturnTo(result.nextStateURI ?? returnUrl, visitor.locale),
			session: cookieSession,
			sessionToken: session.sessionToken,
			mfa: Boolean(mfa),
			member: { givenName: details.givenName, tier: tierOf(details), points: details.currentPointBalance },
		}
	} catch (error) {
		if (!(error instanceof LoginRefused)) {
			await gate.abandoned()
			logUnlessUpstream('sign-in', error)
			return { kind: 'unavailable', session: cookieSession }
		}
		void trackEvent('login-failure', { ...analytics, errorCode: error.code }, ctx)
		const redirectTo = error.nextStateURI ? safeLocalizedReturnTo(error.nextStateURI, visitor.locale) : undefined
		return { kind: 'refused', messageKey: signInErrorMessage(error.code), serverCode: error.code, redirectTo, session: cookieSession }
	}
}
