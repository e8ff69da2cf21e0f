import { isLoopbackHost } from '@meridian/upstream-contract/loopback.ts'

// Where the payment service may send a guest back: an absolute http(s) address of a
// merchant it knows, with no credentials and no fragment. The sandbox knows the merchants
// on this machine (loopback), and those PAYMENT_RETURN_ORIGINS names; a session naming any
// other address is refused, so the service never redirects a guest, or a token, elsewhere.

export function returnUrlProblem(value: unknown, allowedOrigins: readonly string[]): string | null {
	if (typeof value !== 'string') return 'returnUrl is required'
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return 'returnUrl is not an absolute address'
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'returnUrl is not http(s)'
	if (url.username || url.password || url.hash) return 'returnUrl carries credentials or a fragment'
	if (!allowedOrigins.includes(url.origin) && !isLoopbackHost(url.hostname)) return 'returnUrl is not a merchant address this service knows'
	return null
}

/** The return address with the answer added to its query (the merchant's own parameters kept). */
export function returnWith(returnUrl: string, answer: Record<string, string>): string {
	const url = new URL(returnUrl)
	for (const [name, value] of Object.entries(answer)) url.searchParams.set(name, value)
	return url.href
}
