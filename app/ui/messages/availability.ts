import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './availability/en-US.json'
import spanish from './availability/es-ES.json'

// The availability searches' messages (the calendar, find hotels, the availability entry
// pages): they travel with the pages that show them (area-translation.ts).

export const availabilityCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the availability messages are in the store. */
export const useAvailabilityTranslation = () => useAreaTranslation('availability')
