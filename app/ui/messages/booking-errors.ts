import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './booking-errors/en-US.json'
import spanish from './booking-errors/es-ES.json'

// Why the booking's and a reservation's forms refused what they were sent (`booking.errors.`,
// `booking.reservationErrors.`): a page that shows a refusal loads them, a page that shows
// none (most views of the guest details and the review) does not. None of these forms checks
// in the browser, so a refusal comes with a navigation, which waits for the messages.

export const bookingErrorCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, with the refusals' messages in the store when `shown`. */
export const useBookingErrorsTranslation = (shown: boolean) => useAreaTranslation('booking-errors', shown)
