import { z } from 'zod'
import { CONFIRMATION_NUMBER } from './modify-reservation.ts'

// Finding a reservation (spec 001 §2 /reservation/lookupReservation.mi): its confirmation
// number (digits, at most 11: spec 001 §5), the guest's last name and the check-in date.
// The spec's own error keys name what went wrong; the page words them.

export const LOOKUP_PATH = '/reservation/lookupReservation.mi'
export const UPCOMING_PATH = '/reservation/upcomingReservation.mi'

/** Spec 001 §8 reservation messages, and the words the page has for each. */
export const LOOKUP_ERRORS = {
	'reservation.not.found': 'notFound',
	'confirmation.number.format.invalid': 'numberFormat',
	lastNameRequired: 'lastNameRequired',
	checkInDateRequired: 'checkInDateRequired',
	tooManyLookups: 'tooManyLookups',
} as const
export type LookupError = keyof typeof LOOKUP_ERRORS

const LAST_NAME_MAX_LENGTH = 60
const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

export const reservationLookupSchema = z
	.object({
		// People copy numbers with spaces; the digits are what counts.
		confirmationNumber: z.preprocess((value) => (typeof value === 'string' ? value.replace(/\s+/g, '') : ''), z.string()),
		lastName: text,
		checkInDate: text,
	})
	.superRefine((form, ctx) => {
		const add = (path: string, message: LookupError) => ctx.addIssue({ code: 'custom', path: [path], message })
		if (!CONFIRMATION_NUMBER.test(form.confirmationNumber)) add('confirmationNumber', 'confirmation.number.format.invalid')
		if (!form.lastName || form.lastName.length > LAST_NAME_MAX_LENGTH) add('lastName', 'lastNameRequired')
		if (!isCalendarDate(form.checkInDate)) add('checkInDate', 'checkInDateRequired')
	})

function isCalendarDate(value: string): boolean {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
	const date = new Date(`${value}T00:00:00Z`)
	return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
