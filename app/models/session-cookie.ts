// The `__Host-` prefix makes the browser refuse the cookie unless it is Secure, has
// Path=/ and no Domain, so no sibling sub-domain or plain-HTTP page can plant or
// overwrite it (issue 10, item 4). Only local plain-HTTP development (SECURE_COOKIES
// false) goes without it, since browsers drop a Secure cookie off localhost over HTTP.
export function sessionCookieName(secure: boolean): string {
	return secure ? '__Host-session' : '__session'
}
