import { localizePath, type Locale } from './locale.ts'
import { isSafeLocation, safeReturnTo } from './return-to.ts'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'

// Spec 001 §2 "Redirect rules": what the reservation layout answers when the platform
// or the request says so. One table, so each rule is read, tested and changed in one place.

export const RESERVATION_PATHS = {
	expiredSession: '/reservation/expiredSession.mi',
	rateList: '/reservation/rateListMenu.mi',
	error: '/error',
	lookup: '/reservation/lookupReservation.mi',
	findReservationList: '/loyalty/findReservationList.mi',
} as const

/** Page kinds are the last path segment before processing (spec 001 §2). */
export function pageKindOf(pathname: string): string {
	return pathname.split('/').filter(Boolean).at(-1) ?? ''
}

const AVAILABILITY_PAGES = new Set(['availability.mi', 'availabilitySearch.mi'])

export type RedirectTrigger =
	{ kind: 'upstream-error'; code: string } | { kind: 'not-found' } | { kind: 'lookup-to-my-trips' } | { kind: 'navigation-url'; url: string | null }

type Rule = {
	when: (trigger: RedirectTrigger, pageKind: string) => boolean
	status: 302 | 307
	to: (trigger: RedirectTrigger) => string | null
}

const RULES: Rule[] = [
	{
		when: (t) => t.kind === 'upstream-error' && t.code === UPSTREAM_ERROR_CODES.sessionExpired,
		status: 302,
		to: () => RESERVATION_PATHS.expiredSession,
	},
	{
		when: (t) => t.kind === 'upstream-error' && t.code === UPSTREAM_ERROR_CODES.cartExpired,
		status: 302,
		to: () => RESERVATION_PATHS.rateList,
	},
	{ when: (t) => t.kind === 'not-found', status: 307, to: () => RESERVATION_PATHS.error },
	{ when: (t) => t.kind === 'lookup-to-my-trips', status: 302, to: () => RESERVATION_PATHS.lookup },
	{
		// Only availability routes follow a navigationURL, and only to a page of ours.
		when: (t, pageKind) => t.kind === 'navigation-url' && AVAILABILITY_PAGES.has(pageKind),
		status: 302,
		to: (t) => {
			if (t.kind !== 'navigation-url' || !t.url) return null
			const safe = safeReturnTo(t.url, '')
			return safe || null
		},
	},
]

/** Where a trigger sends the visitor, with the locale's sub-directory (none for en-US); null: stay. */
export function reservationRedirect(trigger: RedirectTrigger, { pathname, locale }: { pathname: string; locale: Locale }) {
	const pageKind = pageKindOf(pathname)
	for (const rule of RULES) {
		if (!rule.when(trigger, pageKind)) continue
		const to = rule.to(trigger)
		const location = to ? localizePath(to, locale) : null
		// Checked last, after the locale prefix: `/es//x` is safe only until the prefix goes.
		return location && isSafeLocation(location) ? { status: rule.status, location } : null
	}
	return null
}
