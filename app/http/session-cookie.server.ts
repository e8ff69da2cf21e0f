import type { NewSession } from '#app/services/booking-session.server.ts'
import { commitCookieSession } from '#app/services/session.server.ts'

/** The headers that keep a platform session started for this request in the visitor's cookie; none when the visitor had one. */
export async function newSessionHeaders(request: Request, newSession: NewSession): Promise<Headers> {
	const headers = new Headers()
	if (newSession) headers.append('Set-Cookie', await commitCookieSession(request, newSession))
	return headers
}
