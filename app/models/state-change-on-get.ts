// A GET that would change a member's state (a legacy save-property link) does so only
// when the browser says it did not come from another site (docs/decisions/009).
// `same-origin`: one of our pages; `none`: a typed address, a bookmark, a link opened
// from outside any page (an e-mail application). Everything else — `cross-site`,
// `same-site` (a sibling sub-domain), or a browser that sends no Sec-Fetch-Site — gets
// a one-button form to confirm instead, whose POST the server's CSRF check covers.
const TRUSTED = new Set(['same-origin', 'none'])

// Remix answers a HEAD by running the GET's loaders (issue 28, item 4): a HEAD is never
// a person following a link, so it changes nothing, wherever it comes from; nor does any
// other method that is safe by definition.
const NEVER = new Set(['HEAD', 'OPTIONS', 'TRACE'])

type RequestLike = { method: string; headers: { get(name: string): string | null } }

/** A request that must change nothing, whatever it asks and wherever it comes from (HEAD, OPTIONS, TRACE). */
export const changesNothing = (method: string) => NEVER.has(method.toUpperCase())

/**
 * Whether this request may change the member's state. A GET only when the browser
 * vouches for where it came from; HEAD (and OPTIONS, TRACE) never; any other method
 * (a form's POST) yes, as far as this rule goes: the server's CSRF check has let it in.
 */
export function mayChangeState(request: RequestLike): boolean {
	const method = request.method.toUpperCase()
	if (changesNothing(method)) return false
	if (method !== 'GET') return true
	const site = request.headers.get('Sec-Fetch-Site')
	return site !== null && TRUSTED.has(site.trim().toLowerCase())
}

/** What a confirmation form posts to finish a save or unsave the GET did not do. */
export type SaveConfirmation = { action: string; save: boolean; marshaCode: string; returnTo: string }

// The addresses whose GET changes state once mayChangeState allows it: every route that
// calls mayChangeState is here (state-change-on-get.test.ts checks). The legacy
// save-property page under any locale, and any page with `saveProperty` in its query
// (the hotel pages apply it; being generous costs only a link that is not followed).
const SAVE_PROPERTIES = /\/loyalty\/myaccount\/saveproperties\.mi\/*$/
const SAVE_PARAMETER = 'saveproperty'
const PROBE_ORIGIN = 'http://state-change.invalid'

/**
 * Whether a GET of `location` (a path of ours, with its query) would change state. What
 * reaches a route is what is checked: the path percent-decoded and in any case (route
 * matching ignores case), each query name as the URL parser reads it.
 */
export function changesStateOnGet(location: string): boolean {
	let url: URL
	let pathname: string
	try {
		url = new URL(location, PROBE_ORIGIN)
		pathname = decodeURIComponent(url.pathname).toLowerCase()
	} catch {
		return true // unreadable: assume the worst, it is offered nowhere anyway
	}
	return SAVE_PROPERTIES.test(pathname) || [...url.searchParams.keys()].some((name) => name.toLowerCase() === SAVE_PARAMETER)
}
