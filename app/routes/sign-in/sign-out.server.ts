import { localizePath } from '#app/models/locale.ts'
import { isSafeLocation, safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { renewSession } from '#app/services/session-renewal.server.ts'
import { getCookieSession } from '#app/services/session.server.ts'
import { commitCookieSession, destroyCookieSession } from '#app/http/session-cookie.server.ts'
import { clearRememberedUser, signOut } from '#app/services/upstream/account.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'

/**
 * Signs the member out on the platform (a remembered member stays remembered) and goes
 * home with a notice. Should the platform not answer, the app forgets the session here,
 * so the visitor is signed out on this device either way.
 */
export async function signOutVisitor(request: Request, visitor: Visitor) {
	const cookieSession = await getCookieSession(request)
	let setCookie: string
	try {
		if (visitor.sessionToken) {
			await signOut(visitor.upstream)
			// A new session id too: the one used while signed in stops working here.
			cookieSession.set('sessionToken', (await renewSession(visitor, 'sign-out')).sessionToken)
		}
		cookieSession.flash('notice', 'signIn.signedOut')
		setCookie = await commitCookieSession(request, cookieSession)
	} catch {
		setCookie = await destroyCookieSession(request, cookieSession)
	}
	return redirectFor(request, localizePath('/', visitor.locale), { headers: { 'Set-Cookie': setCookie } })
}

/**
 * "Not you?": the platform forgets the remembered member, then the page loads again
 * (spec 000 §4 step 8) — in an overlay, the page around it, which the form targets.
 */
export async function forgetRememberedMember(request: Request, visitor: Visitor, returnTo: string, { overlay = false } = {}) {
	const here = new URL(request.url)
	const samePage = `${here.pathname}?returnTo=${encodeURIComponent(safeReturnTo(returnTo))}`
	const back = overlay ? safeLocalizedReturnTo(returnTo, visitor.locale) : isSafeLocation(samePage) ? samePage : localizePath('/sign-in.mi', visitor.locale)
	if (!visitor.sessionToken) return redirectFor(request, back)
	try {
		await clearRememberedUser(safeReturnTo(returnTo), visitor.upstream)
		// The browser's UserIdToken named the member just forgotten.
		const cookieSession = await getCookieSession(request)
		if (!cookieSession.has('userIdToken')) return redirectFor(request, back)
		cookieSession.unset('userIdToken')
		return redirectFor(request, back, { headers: { 'Set-Cookie': await commitCookieSession(request, cookieSession) } })
	} catch {
		const cookieSession = await getCookieSession(request)
		return redirectFor(request, back, { headers: { 'Set-Cookie': await destroyCookieSession(request, cookieSession) } })
	}
}
