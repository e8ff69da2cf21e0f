import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_LOCALE, LOCALES, isLocale, localeFromPathname, type Locale } from '#app/models/locale.ts'
import { i18nConfig } from '#app/ui/messages/index.ts'
import { getEnv } from './env.server.ts'

// Set by the language picker; read when the URL names no locale.
export const localeCookie = createCookie('locale', {
	path: '/',
	httpOnly: true,
	sameSite: 'lax',
	secure: getEnv().SECURE_COOKIES,
	maxAge: 60 * 60 * 24 * 365,
})

export const i18n = new RemixI18Next({
	detection: {
		supportedLanguages: [...LOCALES],
		fallbackLanguage: DEFAULT_LOCALE,
		cookie: localeCookie,
		// The URL's sub-directory wins, then the picker's cookie, then Accept-Language.
		order: ['custom', 'cookie', 'header'],
		findLocale: async (request) => localeFromPathname(new URL(request.url).pathname),
	},
	i18next: i18nConfig,
})

export async function getLocale(request: Request): Promise<Locale> {
	const detected = await i18n.getLocale(request)
	return isLocale(detected) ? detected : DEFAULT_LOCALE
}
