// The `__Host-` prefix makes the browser refuse the cookie unless it is Secure, has
// Path=/ and no Domain, so no sibling sub-domain or plain-HTTP page can plant or
// overwrite it (issue 10, item 4). Local plain-HTTP development goes without it:
// Chrome refuses a `__Host-` cookie from http://localhost (it accepts a Secure one
// there), and with SECURE_COOKIES off there is no Secure to go with it.
export const SESSION_COOKIE_NAMES = { host: '__Host-session', plain: '__session' } as const

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether a request is local development over plain HTTP: http to a loopback name. */
export function isLocalPlainHttp(url: URL): boolean {
	return url.protocol === 'http:' && (LOOPBACK.has(url.hostname) || url.hostname.endsWith('.localhost'))
}

/** The session cookie's name for a request to `url`. */
export function sessionCookieName(url: URL, secureCookies: boolean): string {
	return secureCookies && !isLocalPlainHttp(url) ? SESSION_COOKIE_NAMES.host : SESSION_COOKIE_NAMES.plain
}
