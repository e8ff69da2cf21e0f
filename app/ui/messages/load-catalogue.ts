import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/models/locale.ts'
import type { Catalogue } from './catalogue.ts'

// The browser gets the page's own locale's messages (about 8 KB gzip each), in a chunk of
// their own that the document preloads (root.tsx), instead of every locale's in the entry;
// a change of language in the browser fetches the other (browser-translation.ts).
const CATALOGUES: Record<Locale, () => Promise<{ catalogue: Catalogue }>> = {
	'en-US': () => import('./en-US.ts'),
	'es-ES': () => import('./es-ES.ts'),
}

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value)

export async function loadCatalogue(locale: string): Promise<Catalogue> {
	return (await CATALOGUES[isLocale(locale) ? locale : DEFAULT_LOCALE]()).catalogue
}
