import { describe, expect, it } from 'vitest'
import { localeFromPathname, localizePath, matchLocale, stripSubDirectory } from './locale.ts'

describe('locale sub-directories', () => {
	it('reads the locale from the first path segment only', () => {
		expect(localeFromPathname('/es')).toBe('es-ES')
		expect(localeFromPathname('/es/hotels/nycmc/overview')).toBe('es-ES')
		expect(localeFromPathname('/ES/x')).toBe('es-ES')
		expect(localeFromPathname('/')).toBeNull()
		expect(localeFromPathname('/hotels/es')).toBeNull()
		expect(localeFromPathname('/en')).toBeNull()
	})

	it('strips the sub-directory', () => {
		expect(stripSubDirectory('/es')).toBe('/')
		expect(stripSubDirectory('/es/sign-in.mi')).toBe('/sign-in.mi')
		expect(stripSubDirectory('/sign-in.mi')).toBe('/sign-in.mi')
	})

	it('places a path under the locale, none for en-US', () => {
		expect(localizePath('/sign-in.mi', 'en-US')).toBe('/sign-in.mi')
		expect(localizePath('/sign-in.mi', 'es-ES')).toBe('/es/sign-in.mi')
		expect(localizePath('/', 'es-ES')).toBe('/es')
		expect(localizePath('/es/a?b=1', 'en-US')).toBe('/a?b=1')
		expect(localizePath('/a?b=1', 'es-ES')).toBe('/es/a?b=1')
	})
})

describe('matchLocale', () => {
	it('prefers an exact tag, then the same language', () => {
		expect(matchLocale(['es-ES'])).toBe('es-ES')
		expect(matchLocale(['es-MX', 'en-US'])).toBe('es-ES')
		expect(matchLocale(['fr-FR', 'en-GB'])).toBe('en-US')
		expect(matchLocale(['fr-FR'])).toBeNull()
		expect(matchLocale([])).toBeNull()
	})
})
