import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './interactive/en-US.json'
import spanish from './interactive/es-ES.json'

// What the live region says (spec 001 §4): it travels with the page's enhancements
// (page-enhancements.tsx), which load after hydration, not with every page's first script.

export const interactiveCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the announcements are in the store. */
export const useInteractiveTranslation = () => useAreaTranslation('interactive')
