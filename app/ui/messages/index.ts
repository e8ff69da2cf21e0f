import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/models/locale.ts'

// One catalogue per locale, kept as one JSON file per area of the product
// (`en-US/common.json`, `en-US/sign-in-overlay.json`, …), each holding its own top-level
// keys. Both catalogues are small, so they ship inline to server and browser alike: no
// extra request before the page can hydrate.
type Catalogue = Record<string, unknown>

const files = import.meta.glob<Catalogue>('./*/*.json', { eager: true, import: 'default' })

function catalogueOf(locale: Locale): Catalogue {
	const catalogue: Catalogue = {}
	for (const [path, messages] of Object.entries(files)) {
		if (!path.startsWith(`./${locale}/`)) continue
		for (const key of Object.keys(messages)) {
			if (key in catalogue) throw new Error(`Message key "${key}" is defined twice for ${locale} (${path})`)
		}
		Object.assign(catalogue, messages)
	}
	return catalogue
}

export const resources = Object.fromEntries(LOCALES.map((locale) => [locale, { translation: catalogueOf(locale) }])) as Record<
	Locale,
	{ translation: Catalogue }
>

export const i18nConfig = {
	supportedLngs: [...LOCALES],
	fallbackLng: DEFAULT_LOCALE,
	defaultNS: 'translation',
	interpolation: { escapeValue: false }, // React escapes output
	resources,
} as const
