import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './account/en-US.json'
import spanish from './account/es-ES.json'

// The loyalty account's messages (password reset; join, profile to come): they travel with
// the pages that show them (area-translation.ts). Notices the root shows after
// a redirect stay in the pages' catalogue: the root renders before any area's component.

export const accountCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the account messages are in the store. */
export const useAccountTranslation = () => useAreaTranslation('account')
