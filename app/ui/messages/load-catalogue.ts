import type { BackendModule, ReadCallback } from 'i18next'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/models/locale.ts'
import type { Catalogue } from './catalogue.ts'

// The browser gets the page's own locale's messages (about 8 KB gzip each), in a chunk of
// their own that the document preloads (root.tsx), instead of every locale's in the entry.
const CATALOGUES: Record<Locale, () => Promise<{ catalogue: Catalogue }>> = {
	'en-US': () => import('./en-US.ts'),
	'es-ES': () => import('./es-ES.ts'),
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

export async function loadCatalogue(locale: string): Promise<Catalogue> {
	return (await CATALOGUES[isLocale(locale) ? locale : DEFAULT_LOCALE]()).catalogue
}

/** i18next's backend: a change of language made in the browser fetches that locale's chunk. */
export const catalogueBackend: BackendModule = {
	type: 'backend',
	init() {},
	read(language: string, _namespace: string, callback: ReadCallback) {
		loadCatalogue(language).then(
			(catalogue) => callback(null, catalogue as never),
			(error: Error) => callback(error, false),
		)
	},
}
