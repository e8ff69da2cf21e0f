import { describe, expect, it } from 'vitest'
import {
	MIGRATION_STATUSES_KEPT,
	migrationStatusesIn,
	migrationStatusOf,
	pagePropertyOf,
	withMigrationStatus,
	type MigrationStatuses,
} from './migration-status.ts'
import { BOOKING_SESSION_KEY, ORDER_SESSION_KEY, RESERVATION_SESSION_KEY } from './reservation-pages.ts'

const kept: MigrationStatuses = [
	{ propertyId: 'MIAMC', status: 'MIGRATED' },
	{ propertyId: 'PARMC', status: 'IN_PROGRESS' },
]

describe('migration status per property', () => {
	it('reads the status kept for a hotel, in any case; none for another hotel or no hotel', () => {
		expect(migrationStatusOf(kept, 'miamc')).toBe('MIGRATED')
		expect(migrationStatusOf(kept, 'NYCMC')).toBeUndefined()
		expect(migrationStatusOf(kept, null)).toBeUndefined()
	})

	it('keeps what the platform tells, and answers null when that changes nothing', () => {
		expect(withMigrationStatus(kept, 'nycmc', 'MIGRATED')).toEqual([...kept, { propertyId: 'NYCMC', status: 'MIGRATED' }])
		expect(withMigrationStatus(kept, 'MIAMC', 'MIGRATED')).toBeNull()
		expect(withMigrationStatus(kept, 'NYCMC', null)).toBeNull()
	})

	it('moves a changed status to the newest place, and forgets a hotel that has none any more', () => {
		expect(withMigrationStatus(kept, 'MIAMC', 'ROLLED_BACK')).toEqual([
			{ propertyId: 'PARMC', status: 'IN_PROGRESS' },
			{ propertyId: 'MIAMC', status: 'ROLLED_BACK' },
		])
		expect(withMigrationStatus(kept, 'PARMC', null)).toEqual([{ propertyId: 'MIAMC', status: 'MIGRATED' }])
		expect(withMigrationStatus(kept, 'PARMC', undefined)).toEqual([{ propertyId: 'MIAMC', status: 'MIGRATED' }])
	})

	it('takes a status that cannot be a header value for none, and ignores what is not a property code', () => {
		expect(withMigrationStatus(kept, 'MIAMC', 'MIGRATED\r\nX-Injected: 1')).toEqual([{ propertyId: 'PARMC', status: 'IN_PROGRESS' }])
		expect(withMigrationStatus([], 'NYCMC', 'x'.repeat(41))).toBeNull()
		expect(withMigrationStatus(kept, 'not a code', 'MIGRATED')).toBeNull()
	})

	it(`keeps at most ${MIGRATION_STATUSES_KEPT} hotels, forgetting the one told longest ago`, () => {
		const full = Array.from({ length: MIGRATION_STATUSES_KEPT }, (_, index) => ({ propertyId: `HOTEL${index}`, status: 'MIGRATED' }))
		const next = withMigrationStatus(full, 'NYCMC', 'MIGRATED')!
		expect(next).toHaveLength(MIGRATION_STATUSES_KEPT)
		expect(next[0]?.propertyId).toBe('HOTEL1')
		expect(next.at(-1)).toEqual({ propertyId: 'NYCMC', status: 'MIGRATED' })
	})

	it('reads the kept statuses from the session; anything unreadable is none', () => {
		expect(migrationStatusesIn(kept)).toEqual(kept)
		expect(migrationStatusesIn(undefined)).toEqual([])
		expect(migrationStatusesIn({ MIAMC: 'MIGRATED' })).toEqual([])
		expect(migrationStatusesIn([{ propertyId: 'MIAMC', status: 'bad status' }])).toEqual([])
		expect(migrationStatusesIn(Array.from({ length: MIGRATION_STATUSES_KEPT + 1 }, () => kept[0]))).toEqual([])
	})
})

describe('the page’s property (page props propertyId)', () => {
	const page = (path: string, data: Record<string, unknown> | null = null) => pagePropertyOf(new URL(`http://localhost${path}`), data)
	const booking = {
		[BOOKING_SESSION_KEY]: { cartId: 'cart-1', rateListSearch: 'propertyCode=miamc&fromDate=2026-12-01' },
		[ORDER_SESSION_KEY]: { orderId: 'order-1', propertyId: 'PARMC' },
		[RESERVATION_SESSION_KEY]: { confirmationNumber: '1', surname: 'S', propertyId: 'CHIRZ' },
	}

	it('is a hotel page’s own hotel, in any locale and on the legacy addresses', () => {
		expect(page('/hotels/miamc-meridian-miami-biscayne-bay/overview')).toBe('MIAMC')
		expect(page('/es/hotels/miamc-meridian-miami-biscayne-bay')).toBe('MIAMC')
		expect(page('/hotels/travel/parmc-meridian-paris-opera')).toBe('PARMC')
		expect(page('/hotels/maps/travel/parmc-meridian-paris-opera')).toBe('PARMC')
		// The hotel of the address, also when ?propertyCode= asks for another one's page.
		expect(page('/hotels/miamc-meridian-miami-biscayne-bay/reviews?propertyCode=NYCMC')).toBe('MIAMC')
	})

	it('is the hotel the address names', () => {
		expect(page('/reservation/rateListMenu.mi?propertyCode=miamc&fromDate=2026-12-01')).toBe('MIAMC')
		expect(page('/search/availabilityCalendar.mi?propertyCode=PARMC')).toBe('PARMC')
		expect(page('/es/reservation/rateDetails.mi?propertyCode=MIAMC&ratePlanCode=FLEX')).toBe('MIAMC')
	})

	it('is, on a booking or reservation page, the hotel of what the booking state keeps for that page', () => {
		expect(page('/reservation/guestInfo.mi', booking)).toBe('MIAMC')
		expect(page('/es/reservation/reviewDetails.mi', booking)).toBe('MIAMC')
		expect(page('/reservation/confirmation.mi', booking)).toBe('PARMC')
		expect(page('/reservation/upcomingReservation.mi', booking)).toBe('CHIRZ')
		expect(page('/reservation/confirmReservationCancellation.mi', booking)).toBe('CHIRZ')
		expect(page('/reservation/guestInfo.mi', null)).toBeNull()
	})

	it('is no hotel on a page about none, whatever the session keeps', () => {
		expect(page('/', booking)).toBeNull()
		expect(page('/search/findHotels.mi?destination=Miami', booking)).toBeNull()
		expect(page('/reservation/expiredSession.mi', booking)).toBeNull()
		expect(page('/loyalty/myAccount/saveProperties.mi', booking)).toBeNull()
	})
})
