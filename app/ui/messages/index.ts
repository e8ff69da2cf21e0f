import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/models/locale.ts'
import type { Catalogue } from './catalogue.ts'

// The i18next settings both sides share. The server holds every catalogue
// (resources.ts); a browser loads only its page's locale (loadCatalogue), about 8 KB
// (gzip) each. Every catalogue has every key (messages.test.ts), so the fallback locale
// is never needed in the browser.
export const i18nConfig = {
	supportedLngs: [...LOCALES],
	fallbackLng: DEFAULT_LOCALE,
	defaultNS: 'translation',
	interpolation: { escapeValue: false }, // React escapes output
} as const

const catalogues: Record<Locale, () => Promise<{ catalogue: Catalogue }>> = {
	'en-US': () => import('./en-US.ts'),
	'es-ES': () => import('./es-ES.ts'),
}

/** One locale's catalogue as i18next resources, in a chunk of its own. */
export async function loadResources(locale: Locale) {
	const { catalogue } = await catalogues[locale]()
	return { [locale]: { translation: catalogue } }
}
