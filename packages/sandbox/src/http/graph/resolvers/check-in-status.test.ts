import { describe, expect, it } from 'vitest'
import { checkInStatusOf } from './reservations.ts'

// Spec 001 §4: each check-in status from the stay's dates, the hotel's today and whether the
// guest has checked in online.

const stay = { status: 'CONFIRMED', checkInDate: '2027-03-10', checkOutDate: '2027-03-13', checkedInAt: null }
const checkedIn = { ...stay, checkedInAt: new Date('2027-03-10T09:00:00Z') }

describe('checkInStatusOf', () => {
	it.each([
		['the day of arrival, not checked in', stay, '2027-03-10', 'CHECK_IN_ELIGIBLE'],
		['the day of arrival, checked in', checkedIn, '2027-03-10', 'CHECK_IN_MODIFIABLE'],
		['a night of the stay, checked in', checkedIn, '2027-03-11', 'CHECKED_IN_HOUSE'],
		['the day of departure, checked in', checkedIn, '2027-03-13', 'CHECK_OUT_ELIGIBLE'],
		['before the day of arrival', stay, '2027-03-09', null],
		['a night of the stay, never checked in', stay, '2027-03-11', null],
		['after the stay', checkedIn, '2027-03-14', null],
		['a cancelled stay on its day of arrival', { ...stay, status: 'CANCELLED' }, '2027-03-10', null],
	] as const)('%s', (_case, row, today, status) => {
		expect(checkInStatusOf(row, today)).toBe(status)
	})
})
