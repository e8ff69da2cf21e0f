import { useTranslation } from 'react-i18next'
import { LOCALES, type Locale } from '#app/models/locale.ts'

// One catalogue per locale, kept as one JSON file per area of the product
// (`en-US/common.json`, `en-US/sign-in-overlay.json`, …), each holding its own top-level
// keys, merged into the locale's one catalogue (en-US.ts, es-ES.ts).
export type Catalogue = Record<string, unknown>

/**
 * useTranslation's t, once an area's own catalogues (booking.ts, account.ts) are in the
 * store. Those travel with the pages that show them rather than with every page, so the
 * other pages' JavaScript stays within its budget. The server renders with every
 * catalogue (i18n.server.ts); in the browser the first component of the area to render
 * adds them to the store, before it reads one, so the page hydrates with the very text
 * the server sent. `probeKey` is one of the area's keys.
 */
export function useAreaTranslation(catalogues: Record<Locale, Catalogue>, probeKey: string) {
	const translation = useTranslation()
	const { i18n } = translation
	if (!i18n.hasResourceBundle(i18n.language, 'translation') || !i18n.exists(probeKey)) {
		// Only to locales already loaded: a bundle there would keep the browser from fetching
		// the locale's own catalogue on a change of language (load-catalogue.ts).
		for (const locale of LOCALES) {
			if (i18n.hasResourceBundle(locale, 'translation')) i18n.addResourceBundle(locale, 'translation', catalogues[locale], true, false)
		}
	}
	return translation
}
