// How the security tests talk to a started server: as a browser of our own pages would
// (same-origin form posts, no redirect followed), with the cookies it was given.

export const PASSWORD = 'Welcome#2026'

/** The cookies a response set, as a Cookie header sends them back. */
export const cookiesOf = (response: Response) =>
	response.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')

type Options = { cookie?: string; headers?: Record<string, string> }

/** A form post from one of the site's own pages (server/csrf.ts lets it through). */
export function postForm(baseUrl: string, path: string, fields: Record<string, string>, { cookie, headers = {} }: Options = {}) {
	return fetch(`${baseUrl}${path}`, {
		method: 'POST',
		redirect: 'manual',
		headers: { ...headers, Origin: baseUrl, 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
		body: new URLSearchParams(fields),
	})
}

/** A page asked for, its redirect not followed. */
export function getPage(baseUrl: string, path: string, { cookie, headers = {} }: Options = {}) {
	return fetch(`${baseUrl}${path}`, { redirect: 'manual', headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) } })
}
