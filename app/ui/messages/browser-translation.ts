import { useMemo, useSyncExternalStore } from 'react'
import type { Area } from './areas.ts'
import { joinCatalogues, type Catalogue } from './catalogue.ts'
import { loadCatalogue } from './load-catalogue.ts'

// The browser's react-i18next (vite.config.ts takes this module instead of it in the client
// build): i18next and react-i18next were a quarter of every page's JavaScript (about 17 KB
// gzip of 122 to 145), for what the pages ask of them here: a key's message in the page's
// locale, `{{name}}` filled in, a plural chosen by `count` (Intl.PluralRules, the `_one` and
// `_other` keys), `defaultValue`, and a change of language. It answers as i18next does on
// the server (i18n.server.ts) for those, so the page hydrates with the very text the server
// sent; browser-translation.test.ts holds it to i18next's answers.

type Options = Record<string, unknown> & { count?: unknown; defaultValue?: unknown }

const catalogues = new Map<string, Catalogue>()
const areas = new Map<string, Set<Area>>()
const pending = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let language = ''

// Each locale's file of each area, a chunk of its own.
const AREA_FILES = import.meta.glob<Catalogue>(['./*/*.json', '!./en-US/*.json', '!./es-ES/*.json', '!./page-components/*.json'], { import: 'default' })

function lookup(catalogue: Catalogue | undefined, path: string[]): unknown {
	if (path.length === 0) return catalogue
	// A key may itself hold a dot (i18next looks for it whole too).
	for (let take = 1; take <= path.length; take++) {
		const child = catalogue?.[path.slice(0, take).join('.')]
		if (child === undefined) continue
		if (take === path.length) return child
		if (typeof child === 'object' && child !== null) {
			const found = lookup(child as Catalogue, path.slice(take))
			if (found !== undefined) return found
		}
	}
	return undefined
}

function interpolate(message: string, options: Options) {
	return message.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
		const value = lookup(options, name.trim().split('.'))
		if (value === undefined) return Object.hasOwn(options, name.trim()) ? '' : whole
		return value === null ? '' : String(value)
	})
}

export function translate(locale: string, key: string | string[], options: Options = {}): string {
	const keys = Array.isArray(key) ? key : [key]
	const catalogue = catalogues.get(locale)
	const count = options.count
	const plural = count !== undefined && typeof count !== 'string'
	for (const candidate of keys) {
		const forms = plural
			? [...(count === 0 ? [`${candidate}_zero`] : []), `${candidate}_${new Intl.PluralRules(locale).select(Number(count))}`, candidate]
			: [candidate]
		for (const form of forms) {
			const found = lookup(catalogue, form.split('.'))
			if (found === undefined || found === null) continue
			if (typeof found !== 'string') return `key '${form} (${locale})' returned an object instead of string.`
			return interpolate(found, options)
		}
	}
	if (options.defaultValue !== undefined) return interpolate(String(options.defaultValue), options)
	return keys.at(-1) ?? ''
}

const RIGHT_TO_LEFT = ['ar', 'dv', 'fa', 'he', 'ps', 'ur', 'yi']

export const i18n = {
	get language() {
		return language
	},
	dir: (locale = language) => (RIGHT_TO_LEFT.includes(locale.split('-')[0] ?? '') ? 'rtl' : 'ltr'),
	async changeLanguage(locale: string) {
		await Promise.all([loadBase(locale), ...[...(areas.get(language) ?? [])].map((area) => loadArea(locale, area))])
		language = locale
		for (const listener of listeners) listener()
	},
}

const merge = (locale: string, messages: Catalogue) => {
	catalogues.set(locale, joinCatalogues(catalogues.get(locale) ?? {}, messages))
}

function once(name: string, load: () => Promise<void>) {
	let loading = pending.get(name)
	if (!loading) {
		loading = load()
		pending.set(name, loading)
		loading.catch(() => pending.delete(name))
	}
	return loading
}

const loadBase = (locale: string) => once(locale, async () => merge(locale, await loadCatalogue(locale)))

/** Fetches an area's messages in a locale once (its base catalogue first, which they join). */
export function loadArea(locale: string, area: Area): Promise<void> {
	return once(`${locale} ${area}`, async () => {
		const file = AREA_FILES[`./${area}/${locale}.json`]
		const [messages] = await Promise.all([file?.() ?? {}, loadBase(locale)])
		merge(locale, messages)
		areas.set(locale, new Set([...(areas.get(locale) ?? []), area]))
	})
}

export const areaIsLoaded = (locale: string, area: Area) => areas.get(locale)?.has(area) ?? false
export const loadedAreas = (locale: string): Area[] => [...(areas.get(locale) ?? [])].sort()

/** Before hydration: the page's locale, with its catalogue and the areas the document names. */
export async function startTranslation(locale: string, pageAreas: Area[]) {
	await Promise.all([loadBase(locale), ...pageAreas.map((area) => loadArea(locale, area))])
	language = locale
}

const subscribe = (listener: () => void) => {
	listeners.add(listener)
	return () => listeners.delete(listener)
}
const currentLanguage = () => language

/** react-i18next's hook, as the components use it: `t` in the current language, and `i18n`. */
export function useTranslation() {
	const locale = useSyncExternalStore(subscribe, currentLanguage, currentLanguage)
	return useMemo(() => ({ t: (key: string | string[], options?: Options) => translate(locale, key, options), i18n, ready: true }), [locale])
}
