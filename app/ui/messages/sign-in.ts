import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './sign-in/en-US.json'
import spanish from './sign-in/es-ES.json'

// What the sign-in pages say and no other page does (the refusals under `signIn.errors.`, the
// enterprise variant): they travel with those pages, and with the header's sign-in form once it
// is live (area-translation.ts). The header's own words and the notices after signing in or
// out stay in every page's catalogue.

export const signInCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the sign-in messages are in the store. */
export const useSignInTranslation = () => useAreaTranslation('sign-in')
