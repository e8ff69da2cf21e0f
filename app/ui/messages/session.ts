import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './session/en-US.json'
import spanish from './session/es-ES.json'

// The session-timeout warning's messages: they travel with its page and with the dialog,
// which loads only when a warning is due (area-translation.ts).

export const sessionCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the session-timeout messages are in the store. */
export const useSessionTranslation = () => useAreaTranslation('session')
