import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './booking/en-US.json'
import spanish from './booking/es-ES.json'

// The booking flow's messages (guest details, review, confirmation, reservation
// management): they travel with the pages that show them (area-translation.ts).

export const bookingCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the booking messages are in the store. */
export const useBookingTranslation = () => useAreaTranslation('booking')
