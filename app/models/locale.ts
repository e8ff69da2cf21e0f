// Locales the product speaks (spec 001 §9: en-US and es-ES, default en-US), and the
// URL sub-directory each one lives under. en-US has none, as the spec's routing says.

export const DEFAULT_LOCALE = 'en-US'
export const LOCALES = ['en-US', 'es-ES'] as const
export type Locale = (typeof LOCALES)[number]

// The sub-directory is our choice (the spec only says one exists): the language part,
// as the chain's public sites use. Recorded in docs/decisions/001-locale-sub-directories.md.
const SUB_DIRECTORY_BY_LOCALE: Record<Locale, string | null> = {
	'en-US': null,
	'es-ES': 'es',
}

export function isLocale(value: unknown): value is Locale {
	return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language part of a locale ('es-ES' → 'es'), as the platform's translations are keyed. */
export const languageOf = (locale: string) => locale.split(/[-_]/)[0]?.toLowerCase() ?? ''

export function subDirectoryOf(locale: Locale): string | null {
	return SUB_DIRECTORY_BY_LOCALE[locale]
}

export function localeOfSubDirectory(segment: string | undefined): Locale | null {
	if (!segment) return null
	const lower = segment.toLowerCase()
	for (const locale of LOCALES) {
		if (SUB_DIRECTORY_BY_LOCALE[locale] === lower) return locale
	}
	return null
}

/** The locale named by the first path segment, if that segment is a sub-directory. */
export function localeFromPathname(pathname: string): Locale | null {
	return localeOfSubDirectory(pathname.split('/')[1])
}

/** The path without its locale sub-directory: `/es/hotels` → `/hotels`. */
export function stripSubDirectory(pathname: string): string {
	if (!localeFromPathname(pathname)) return pathname
	const rest = pathname.split('/').slice(2).join('/')
	return `/${rest}`
}

/** A root-relative path placed under the locale's sub-directory (none for en-US). */
export function localizePath(path: string, locale: Locale): string {
	const subDirectory = subDirectoryOf(locale)
	const [pathname = '/', ...query] = path.split('?')
	const bare = stripSubDirectory(pathname)
	const localized = subDirectory ? `/${subDirectory}${bare === '/' ? '' : bare}` : bare
	return query.length ? `${localized}?${query.join('?')}` : localized
}

/** Picks the first supported locale from a list of language tags, most preferred first. */
export function matchLocale(tags: readonly string[]): Locale | null {
	for (const tag of tags) {
		const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase())
		if (exact) return exact
		const language = tag.split('-')[0]?.toLowerCase()
		const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]?.toLowerCase() === language)
		if (sameLanguage) return sameLanguage
	}
	return null
}
