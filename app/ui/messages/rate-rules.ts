import type { Locale } from '#app/models/locale.ts'
import { useAreaTranslation } from './area-translation.ts'
import type { Catalogue } from './catalogue.ts'
import english from './rate-rules/en-US.json'
import spanish from './rate-rules/es-ES.json'

// The rate-rule and room-pool pages' own messages: apart from the rates area, which the rate
// list carries (area-translation.ts).

export const rateRuleCatalogues: Record<Locale, Catalogue> = { 'en-US': english, 'es-ES': spanish }

/** useTranslation's t, once the rate-rule messages are in the store. */
export const useRateRulesTranslation = () => useAreaTranslation('rate-rules')
