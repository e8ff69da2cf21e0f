import { countryOfLanguage } from './visitor-country.ts'

// The sign-in and join-now content block (spec 000 §2 "Sign-in content block", §3 content
// block fields): which layout it takes, where its links go, and who may join online.

/** Where the block's links go; the join and lookup pages come with later issues. */
export const SIGN_IN_PATHS = {
	signIn: '/sign-in.mi',
	forgotPassword: '/emailPassword.mi',
	join: '/loyalty/createAccount/createAccountPage1.mi',
	activate: '/loyalty/createAccount/activateOnlineAccount.mi',
	lookupReservation: '/reservation/lookupReservation.mi',
} as const

/** Spec 000 §6: online join is refused for these countries. */
export const ONLINE_JOIN_PROHIBITED_COUNTRIES: readonly string[] = ['CU', 'KP', 'SY', 'IR']

export function isOnlineJoinAllowed(country: string | null): boolean {
	return !country || !ONLINE_JOIN_PROHIBITED_COUNTRIES.includes(country.toUpperCase())
}

/** A partner campaign whose visitors see a sweepstakes join-now title and button. */
export type Sweepstakes = {
	/** Catalogue keys `${messages}.sweepsJoinNowTitle` and `${messages}.sweepsJoinNowCta`. */
	messages: string
	/** sweepsJoinNowCtaPath: the join page, which gets the clientId added. */
	joinPath: string
}

// Authored on the platform in the original; a later issue moves it to the page model.
const SWEEPSTAKES_BY_CLIENT_ID: ReadonlyMap<string, Sweepstakes> = new Map([
	['sweeps2026', { messages: 'contentBlock.sweepstakes.sweeps2026', joinPath: SIGN_IN_PATHS.join }],
])

/** The layouts the block takes when no sweepstakes applies. */
export const CONTENT_BLOCK_LAYOUTS = ['icon', 'v2', 'default'] as const
export type ContentBlockLayout = (typeof CONTENT_BLOCK_LAYOUTS)[number]

export type ContentBlockChoice = { kind: 'sweepstakes'; sweepstakes: Sweepstakes } | { kind: ContentBlockLayout }

/** A client with a sweepstakes gets it, whatever the layout; everyone else gets the layout. */
export function chooseContentBlock(clientId: string | undefined, layout: ContentBlockLayout = 'default'): ContentBlockChoice {
	const sweepstakes = clientId ? SWEEPSTAKES_BY_CLIENT_ID.get(clientId) : undefined
	return sweepstakes ? { kind: 'sweepstakes', sweepstakes } : { kind: layout }
}

// Ids are the platform's campaign codes; anything else in the query is ignored rather
// than carried on into links.
const CLIENT_ID = /^[A-Za-z0-9_-]{1,64}$/

export function clientIdOf(searchParams: URLSearchParams): string | undefined {
	const clientId = searchParams.get('clientId')?.trim()
	return clientId && CLIENT_ID.test(clientId) ? clientId : undefined
}

/** A root-relative path with clientId added to its query, when there is one. */
export function withClientId(path: string, clientId: string | undefined): string {
	if (!clientId) return path
	const [pathname, query = ''] = path.split('?')
	const params = new URLSearchParams(query)
	params.set('clientId', clientId)
	return `${pathname}?${params}`
}

/** What a sign-in page's request tells the block: the campaign and whether joining online is open. */
export function contentBlockRequest(url: URL, acceptLanguage: string | null) {
	return { clientId: clientIdOf(url.searchParams), onlineJoin: isOnlineJoinAllowed(countryOfLanguage(acceptLanguage)) }
}
