import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation, type Catalogue } from './catalogue.ts'
import english from './brands/en-US.json'
import spanish from './brands/es-ES.json'

// The brands' landing pages: their messages travel with those pages (catalogue.ts useAreaTranslation).

export const brandCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the brand pages' messages are in the store. */
export const useBrandTranslation = () => useAreaTranslation(brandCatalogues, 'brandLanding.allHotels')
