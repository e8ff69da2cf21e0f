import { DEFAULT_LOCALE, LOCALES } from '#app/models/locale.ts'

// The i18next settings both sides share; the catalogues are resources.ts.
export const i18nConfig = {
	supportedLngs: [...LOCALES],
	fallbackLng: DEFAULT_LOCALE,
	defaultNS: 'translation',
	interpolation: { escapeValue: false }, // React escapes output
} as const
