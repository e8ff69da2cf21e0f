import { z } from 'zod'
import { CONFIRMATION_NUMBER } from './modify-reservation.ts'
import { LAST_NAME_MAX_LENGTH, type LookupError } from './reservation-lookup.ts'

// The lookup form as the action parses it (the page's words for each error are in
// reservation-lookup.ts, which the browser loads without zod).

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
