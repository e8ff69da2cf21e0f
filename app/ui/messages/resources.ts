import type { Locale } from '#app/models/locale.ts'
import { joinCatalogues, type Catalogue } from './catalogue.ts'
import { catalogue as english } from './en-US.ts'
import { catalogue as spanish } from './es-ES.ts'

/** Every locale's catalogue, for the server, which renders any of them. */
export const resources: Record<Locale, { translation: Catalogue }> = {
	'en-US': { translation: english },
	'es-ES': { translation: spanish },
}

/** What the server renders with: every locale's catalogue and the areas' own (booking.ts, account.ts). */
export function withAreaMessages(base: typeof resources, ...areas: Array<Record<Locale, Catalogue>>): typeof resources {
	const merged = {} as typeof resources
	for (const [locale, { translation }] of Object.entries(base) as Array<[Locale, { translation: Catalogue }]>) {
		merged[locale] = { translation: areas.reduce((joined, area) => joinCatalogues(joined, area[locale]), translation) }
	}
	return merged
}
