import { createInstance, type i18n as I18next, type TFunction } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { RemixI18Next } from 'remix-i18next/server'
import { DEFAULT_LOCALE, LOCALES, isLocale, localeFromPathname, type Locale } from '#app/models/locale.ts'
import { i18nConfig } from '#app/ui/messages/index.ts'
import { accountCatalogues } from '#app/ui/messages/account.ts'
import { availabilityCatalogues } from '#app/ui/messages/availability.ts'
import { bookingCatalogues } from '#app/ui/messages/booking.ts'
import { bookingErrorCatalogues } from '#app/ui/messages/booking-errors.ts'
import { brandCatalogues } from '#app/ui/messages/brands.ts'
import { manageCatalogues } from '#app/ui/messages/manage.ts'
import { pageComponentCatalogues } from '#app/ui/messages/page-components.ts'
import { rateRuleCatalogues } from '#app/ui/messages/rate-rules.ts'
import { rateCatalogues } from '#app/ui/messages/rates.ts'
import { reservationCatalogues } from '#app/ui/messages/reservations.ts'
import { sessionCatalogues } from '#app/ui/messages/session.ts'
import { signInCatalogues } from '#app/ui/messages/sign-in.ts'
import { interactiveCatalogues } from '#app/ui/messages/interactive.ts'
import { resources as pageResources, withAreaMessages } from '#app/ui/messages/resources.ts'
import { preferenceCookie } from './preference-cookie.server.ts'

// Set by the language picker; read when the URL names no locale.
export const localeCookie = preferenceCookie('locale')

const resources = withAreaMessages(
	pageResources,
	bookingCatalogues,
	bookingErrorCatalogues,
	reservationCatalogues,
	accountCatalogues,
	manageCatalogues,
	brandCatalogues,
	pageComponentCatalogues,
	sessionCatalogues,
	interactiveCatalogues,
	rateCatalogues,
	rateRuleCatalogues,
	signInCatalogues,
	availabilityCatalogues,
)

export const i18n = new RemixI18Next({
	detection: {
		supportedLanguages: [...LOCALES],
		fallbackLanguage: DEFAULT_LOCALE,
		cookie: localeCookie,
		// The URL's sub-directory wins, then the picker's cookie, then Accept-Language.
		order: ['custom', 'cookie', 'header'],
		findLocale: async (request) => localeFromPathname(new URL(request.url).pathname),
	},
	i18next: { ...i18nConfig, resources },
})

export async function getLocale(request: Request): Promise<Locale> {
	const detected = await i18n.getLocale(request)
	return isLocale(detected) ? detected : DEFAULT_LOCALE
}

// One ready i18next instance per locale, made on first use and kept: a request only picks
// its locale's. (An instance created and initialised per render and per getFixedT was a
// tenth of a page's CPU.) No request changes an instance's language, so they are shared.
const instances = new Map<Locale, { i18next: I18next; t: TFunction }>()

function instanceFor(locale: Locale) {
	let instance = instances.get(locale)
	if (!instance) {
		const i18next = createInstance()
		// Resources are inline, so initImmediate: false makes init synchronous.
		void i18next.use(initReactI18next).init({ ...i18nConfig, resources, lng: locale, initImmediate: false })
		memoiseResolveHierarchy(i18next)
		keepTextsOfKeys(i18next)
		instance = { i18next, t: i18next.getFixedT(locale) }
		instances.set(locale, instance)
	}
	return instance
}

/** The locale's i18next, for the React tree of a render. */
export const i18nextFor = (locale: Locale): I18next => instanceFor(locale).i18next

/** The locale's translate function, for a loader or action (page titles, messages). */
export const translatorFor = (locale: Locale): TFunction => instanceFor(locale).t

// i18next works out a locale's lookup order (formatting the language code with Intl each
// time) on every t() call: a sixteenth of a page's CPU. A ready instance's languages never
// change, so the order for a code (with the configured fallback) is computed once.
function memoiseResolveHierarchy(i18next: I18next) {
	const { languageUtils } = i18next.services
	const resolve = languageUtils.toResolveHierarchy.bind(languageUtils)
	const known = new Map<string, readonly string[]>()
	languageUtils.toResolveHierarchy = (code: string, fallbackCode?: string) => {
		if (fallbackCode !== undefined) return resolve(code, fallbackCode)
		const cached = known.get(code)
		if (cached) return cached
		const codes = resolve(code)
		known.set(code, codes)
		return codes
	}
}

// A page calls t() a few hundred times, each one splitting the key, walking the catalogue
// and running the interpolator over the text: a tenth of a page's CPU. For a ready instance
// whose resources and language never change, what a key alone (no options) translates to
// is always the same text, so it is worked out once per key; a call with options (values,
// count, context) is translated each time. The translate functions of the instance's own
// language and namespace are made once, not once per component.
const MAX_KEYS_KEPT = 5_000

type Translate = ((key: unknown, ...rest: unknown[]) => unknown) & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown }

function keepTextsOfKeys(i18next: I18next) {
	const getFixedT = i18next.getFixedT.bind(i18next) as unknown as (lng: unknown, ns?: unknown, keyPrefix?: unknown) => Translate
	const { defaultNS } = i18next.options
	const texts = new Map<string, string>()
	const functions = new Map<string, Translate>()
	const ownLanguageAndNamespace = (lng: unknown, ns: unknown, keyPrefix: unknown) =>
		keyPrefix === undefined && (lng == null || lng === i18next.language) && (ns === undefined || ns === defaultNS)
	const fixedT = (lng: unknown, ns?: unknown, keyPrefix?: unknown): Translate => {
		if (!ownLanguageAndNamespace(lng, ns, keyPrefix)) return getFixedT(lng, ns, keyPrefix)
		const id = `${String(lng)}|${String(ns)}`
		const known = functions.get(id)
		if (known) return known
		const translate = getFixedT(lng, ns)
		const t: Translate = (key, ...rest) => {
			if (rest.length > 0 || typeof key !== 'string') return translate(key, ...rest)
			let text = texts.get(key)
			if (text === undefined) {
				const translated = translate(key)
				if (typeof translated !== 'string' || texts.size >= MAX_KEYS_KEPT) return translated
				text = translated
				texts.set(key, text)
			}
			return text
		}
		Object.assign(t, { lng: translate.lng, lngs: translate.lngs, ns: translate.ns, keyPrefix: translate.keyPrefix })
		functions.set(id, t)
		return t
	}
	i18next.getFixedT = fixedT as unknown as I18next['getFixedT']
}
