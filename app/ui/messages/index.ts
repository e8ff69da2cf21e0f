import { DEFAULT_LOCALE, LOCALES, type Locale } from '#app/models/locale.ts'
import enUS from './en-US.json'
import esES from './es-ES.json'

// Both catalogues are small, so they ship inline to server and browser alike: no
// extra request before the page can hydrate.
export const resources = {
	'en-US': { translation: enUS },
	'es-ES': { translation: esES },
} satisfies Record<Locale, { translation: typeof enUS }>

export const i18nConfig = {
	supportedLngs: [...LOCALES],
	fallbackLng: DEFAULT_LOCALE,
	defaultNS: 'translation',
	interpolation: { escapeValue: false }, // React escapes output
	resources,
} as const
