import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './rates/en-US.json'
import spanish from './rates/es-ES.json'

// The rate list's messages and the rate, room and rate-rule details opened from it (and the
// hotel quick view): they travel with the pages that show them (area-translation.ts), not
// with every page of the site.

export const rateCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the rate messages are in the store. */
export const useRatesTranslation = () => useAreaTranslation('rates')
