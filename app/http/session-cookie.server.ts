import type { NewSession } from '#app/services/booking-session.server.ts'
import { sessionStorageFor, type CookieSession } from '#app/services/session.server.ts'

// The session cookie as a Set-Cookie: services hand back the session (data) and the route
// answers with it, through these (issue 33). Its definition stays in app/services/session.server.ts,
// because services read it on every request.

/** The Set-Cookie that keeps this session (its values and any notice) in the visitor's cookie. */
export const commitCookieSession = (request: Request, session: CookieSession) => sessionStorageFor(request).commitSession(session)
/** The Set-Cookie that empties the visitor's session cookie. */
export const destroyCookieSession = (request: Request, session: CookieSession) => sessionStorageFor(request).destroySession(session)

/** The headers that keep a session a service handed back in the visitor's cookie; none when it handed back none. */
export async function newSessionHeaders(request: Request, newSession: NewSession): Promise<Headers> {
	const headers = new Headers()
	if (newSession) headers.append('Set-Cookie', await commitCookieSession(request, newSession))
	return headers
}
