import type { Locale } from '#app/models/locale.ts'
import type { Catalogue } from './catalogue.ts'
import { catalogue as english } from './en-US.ts'
import { catalogue as spanish } from './es-ES.ts'

/** Every locale's catalogue, for the server, which renders any of them. */
export const resources: Record<Locale, { translation: Catalogue }> = {
	'en-US': { translation: english },
	'es-ES': { translation: spanish },
}
