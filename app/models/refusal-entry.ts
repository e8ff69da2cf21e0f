import type { RefusalField, RefusalMessage } from './reservation-errors.ts'

// Apart from the refusal table: the review pages' components use this in the browser, and
// the table (every code the platform can send) would ride along in their JavaScript.
/**
 * Where on the guest-details form (spec 001 §5) the entry a refusal names is: its section
 * (the review's link back to it, with the review's words), its field and the form's own
 * message for it, so a page that has the form says the refusal next to the field.
 */
const GUEST_FORM_ENTRY: Partial<Record<RefusalField, { section: string; link: string; name: string; message: string }>> = {
	payment: { section: 'payment', link: 'booking.review.editPayment', name: 'paymentMethodId', message: 'paymentDeclined' },
	rewardsNumber: { section: 'rewards', link: 'booking.review.editGuest', name: 'rewardsNumber', message: 'rewardsNumberNotFound' },
	travelAgent: { section: 'requests', link: 'booking.review.editRequests', name: 'travelAgentNumber', message: 'iataUnknown' },
}

export const guestFormEntryOf = (refusal: RefusalMessage | null) => (refusal?.field ? GUEST_FORM_ENTRY[refusal.field] : undefined)
