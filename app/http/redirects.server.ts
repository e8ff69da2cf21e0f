import { redirect } from '@remix-run/node'
import { redirectStatusFor } from '#app/models/redirect-location.ts'
import { getCookieSession } from '#app/services/session.server.ts'
import { commitCookieSession } from './session-cookie.server.ts'

// Remix's redirect() answers 302 whatever the method. After a form post that leaves
// the choice to the browser, and a 307 or 308 would make it post the body again to the
// new address (issue 10, item 8). The server's redirect gate is only a second line.

/**
 * A redirect answering this request: 303 See Other after a non-GET, so the browser
 * follows with a GET; `status` (302 unless told, e.g. 301 or spec 001's 307) for a GET.
 */
export function redirectFor(request: Request, location: string, init: ResponseInit = {}): Response {
	return redirect(location, { ...init, status: redirectStatusFor(init.status ?? 302, request.method) })
}

/**
 * redirectFor, carrying a one-time notice (a catalogue key) to the next page in the
 * session cookie, where the root loader reads it once, and a platform session this
 * request started. Neither, no cookie.
 */
export async function redirectWithNotice(
	request: Request,
	location: string,
	notice: string | null,
	init: ResponseInit = {},
	// A platform session started by this request: its id goes into the same cookie, which one Set-Cookie must carry.
	{ sessionToken }: { sessionToken?: string } = {},
): Promise<Response> {
	if (!notice && !sessionToken) return redirectFor(request, location, init)
	const cookieSession = await getCookieSession(request)
	if (sessionToken) cookieSession.set('sessionToken', sessionToken)
	if (notice) cookieSession.flash('notice', notice)
	const headers = new Headers(init.headers)
	headers.append('Set-Cookie', await commitCookieSession(request, cookieSession))
	return redirectFor(request, location, { ...init, headers })
}
