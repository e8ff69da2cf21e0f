import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './reservations/en-US.json'
import spanish from './reservations/es-ES.json'

// A made reservation's messages (confirmation, upcoming stay, lookup, cancelling, check-in,
// my trips): apart from the booking area's (the guest details and the review), so the pages
// of a booking do not carry them. Their keys are under `booking.` as before: an area's
// top-level entries join those of the areas already loaded (catalogue.ts).

export const reservationCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the reservations' messages are in the store. */
export const useReservationsTranslation = () => useAreaTranslation('reservations')
