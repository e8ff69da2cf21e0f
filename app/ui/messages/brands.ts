import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './brands/en-US.json'
import spanish from './brands/es-ES.json'

// The brands' landing pages: their messages travel with those pages (area-translation.ts).

export const brandCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the brand pages' messages are in the store. */
export const useBrandTranslation = () => useAreaTranslation('brands')
