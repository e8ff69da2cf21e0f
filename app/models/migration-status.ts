import { z } from 'zod'
import { hotelOfPath } from './hotel-header.ts'
import { stripSubDirectory } from './locale.ts'
import { normalizePropertyCode, propertyCodeFrom, propertyCodeOf, PROPERTY_CODE_PATTERN } from './property-code.ts'
import { BOOKING_SESSION_KEY, CART_PAGES, ORDER_SESSION_KEY, RESERVATION_SESSION_KEY } from './reservation-pages.ts'
import { pageKindOf } from './reservation-redirects.ts'

// Migration status, stored per property (spec 001 §3 booking state), sent as the header
// uxl-migration-status when set (spec 000 §7, 001 §7); page props propertyId and
// uxlMigrationStatus. The platform tells a hotel's status on the property it answers
// (Property.migrationStatus); the booking state keeps the last ones it told, and every call
// of a page about that hotel sends it (docs/decisions/015-migration-status.md).

/** The platform-session data key of the kept statuses: the page prop's name. */
export const MIGRATION_STATUS_SESSION_KEY = 'uxlMigrationStatus'

/** At most this many hotels are kept; a new one pushes out the one told longest ago. */
export const MIGRATION_STATUSES_KEPT = 20

// A header value: a short token, so no answer can put a line break or a long text into a header.
const StatusSchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/)
const KeptStatusSchema = z.object({ propertyId: z.string().regex(PROPERTY_CODE_PATTERN), status: StatusSchema })

/** Oldest first. A list, not an object, so the order survives codes that look like numbers. */
export type MigrationStatuses = ReadonlyArray<z.infer<typeof KeptStatusSchema>>

/** The statuses the session keeps; anything unreadable counts as none kept. */
export function migrationStatusesIn(value: unknown): MigrationStatuses {
	const kept = z.array(KeptStatusSchema).max(MIGRATION_STATUSES_KEPT).safeParse(value)
	return kept.success ? kept.data : []
}

/** The status kept for a hotel; undefined when none is set (or no hotel is named). */
export function migrationStatusOf(kept: MigrationStatuses, propertyId: string | null | undefined): string | undefined {
	if (!propertyId) return undefined
	const code = normalizePropertyCode(propertyId)
	return kept.find((entry) => entry.propertyId === code)?.status
}

/**
 * The kept statuses once the platform has told a hotel's status (null or absent: none is
 * set, and the hotel is forgotten); null when that changes nothing. A status that cannot
 * be a header value counts as none.
 */
export function withMigrationStatus(kept: MigrationStatuses, propertyId: string, status: string | null | undefined): MigrationStatuses | null {
	const code = propertyCodeFrom(propertyId)
	if (!code) return null
	const told = StatusSchema.safeParse(status)
	const next = told.success ? told.data : undefined
	if (migrationStatusOf(kept, code) === next) return null
	const others = kept.filter((entry) => entry.propertyId !== code)
	return next ? [...others, { propertyId: code, status: next }].slice(-MIGRATION_STATUSES_KEPT) : others
}

// Reservation pages whose hotel is not in their address: the booking state names it.
/** The order just placed (the confirmation and what follows it). */
const ORDER_PAGES = new Set(['confirmation.mi', 'confirmation.ics', 'earnWhileYouSleep.mi', 'joinAndSaveReservation.mi', 'saveToMyTrips.mi'])
/** The reservation the visitor found (by lookup or from their trips). */
const FOUND_RESERVATION_PAGES = new Set([
	'upcomingReservation.mi',
	'upcomingReservation.ics',
	'modifyRateListMenu.mi',
	'confirmChanges.mi',
	'confirmReservationCancellation.mi',
	'expiredReservation.mi',
	'check-in-details.mi',
	'check-in-confirmation.mi',
	'upgradeReservation.mi',
])

type KeptData = Record<string, unknown> | null

const codeIn = (value: unknown, key: string) => (value && typeof value === 'object' ? propertyCodeFrom((value as Record<string, unknown>)[key]) : null)

// Back from the payment service, the cart is paid for: a call of that cart's hotel too.
const PAYMENT_RETURN_PAGE = 'paymentReturn.mi'

/**
 * Page props propertyId: the hotel a page is about. A hotel page's own hotel; else the one
 * its address names (`?propertyCode=`: the rate list, details, calendar); else, for a
 * booking or reservation page, the one the booking state keeps (the cart's search, the
 * order, the found reservation). Null: the page is about no one hotel.
 */
export function pagePropertyOf(url: URL, data: KeptData): string | null {
	const nickname = hotelOfPath(url.pathname)
	if (nickname) return propertyCodeOf(nickname)
	const path = stripSubDirectory(url.pathname)
	const named = propertyCodeFrom(url.searchParams.get('propertyCode'))
	if (named || !path.startsWith('/reservation/')) return named
	const pageKind = pageKindOf(path)
	if (CART_PAGES.has(pageKind) || pageKind === PAYMENT_RETURN_PAGE) {
		const search = data?.[BOOKING_SESSION_KEY] as { rateListSearch?: unknown } | undefined
		return typeof search?.rateListSearch === 'string' ? propertyCodeFrom(new URLSearchParams(search.rateListSearch).get('propertyCode')) : null
	}
	if (ORDER_PAGES.has(pageKind)) return codeIn(data?.[ORDER_SESSION_KEY], 'propertyId')
	if (FOUND_RESERVATION_PAGES.has(pageKind)) return codeIn(data?.[RESERVATION_SESSION_KEY], 'propertyId')
	return null
}
