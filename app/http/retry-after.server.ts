import type { HeadersFunction } from '@remix-run/node'

// Remix sends a loader's or an action's headers with the page only through the route's
// `headers` export (Set-Cookie aside), so a route that may answer 429 passes its
// Retry-After on with this.
export const retryAfterHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
	const seconds = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After')
	return seconds ? { 'Retry-After': seconds } : new Headers()
}
