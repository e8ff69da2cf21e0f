// Finding a reservation (spec 001 §2 /reservation/lookupReservation.mi): its confirmation
// number (digits, at most 11: spec 001 §5), the guest's last name and the check-in date.
// The spec's own error keys name what went wrong; the page words them.

import type { FormLimits } from './field-limits.ts'
import { CONFIRMATION_NUMBER_DIGITS } from './modify-reservation.ts'

/** The longest last name the lookup takes (reservation-lookup-schema.ts refuses a longer one). */
export const LAST_NAME_MAX_LENGTH = 60

/** The lookup form's limits: all three asked; a confirmation number with room for the spaces people copy with it. */
export const RESERVATION_LOOKUP_LIMITS = {
	confirmationNumber: { required: true, maxLength: CONFIRMATION_NUMBER_DIGITS + 3, inputMode: 'numeric' },
	lastName: { required: true, maxLength: LAST_NAME_MAX_LENGTH },
	checkInDate: { required: true },
} satisfies FormLimits

export const LOOKUP_PATH = '/reservation/lookupReservation.mi'
/** The lookup form in a frame of this site's own pages (spec 001 §2 "overlay at /resLookupOverlay.mi"). */
export const LOOKUP_OVERLAY_PATH = '/resLookupOverlay.mi'
export const UPCOMING_PATH = '/reservation/upcomingReservation.mi'
/** Spec 001 §2 check-in now: the arrival time, then the result. */
export const CHECK_IN_PATH = '/reservation/check-in-details.mi'
export const CHECK_IN_CONFIRMATION_PATH = '/reservation/check-in-confirmation.mi'
/** Spec 001 §2 "Upgrade reservation" (path ours): dearer rooms for the found stay. */
export const UPGRADE_PATH = '/reservation/upgradeReservation.mi'

/** Spec 001 §2 "Expired reservation" (path ours): a stay that is over. */
export const EXPIRED_PATH = '/reservation/expiredReservation.mi'

/**
 * A confirmed stay is over once its check-out day has passed where the hotel is. The page
 * knows no time zone, so it takes the earliest today anywhere (UTC−12): a day late at
 * most, never early, so a stay is never called over while its guests are still in it.
 */
export function stayHasEnded(reservation: { status: string; checkOutDate: string }, now: Date): boolean {
	const today = new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10)
	return reservation.status === 'CONFIRMED' && reservation.checkOutDate < today
}

/** Spec 001 §2 "Upcoming-reservation cancellation". */
export const CANCEL_PATH = '/reservation/confirmReservationCancellation.mi'

/** Spec 001 §8 reservation messages, and the words the page has for each. */
export const LOOKUP_ERRORS = {
	'reservation.not.found': 'notFound',
	'confirmation.number.format.invalid': 'numberFormat',
	lastNameRequired: 'lastNameRequired',
	checkInDateRequired: 'checkInDateRequired',
	tooManyLookups: 'tooManyLookups',
} as const
export type LookupError = keyof typeof LOOKUP_ERRORS
