import type { Locale } from '#app/models/locale.ts'
import type { Catalogue } from './catalogue.ts'
import english from './page-components/en-US.json'
import spanish from './page-components/es-ES.json'

// The platform-fed page components' labels (hotel alerts, hero banner, social proof,
// personalised content). Server only: the loaders put the words into the data, so these
// add nothing to any page's JavaScript.

export const pageComponentCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }
