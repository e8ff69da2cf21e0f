import { describe, expect, it } from 'vitest'
import { accountCatalogues } from './account.ts'
import { availabilityCatalogues } from './availability.ts'
import { bookingCatalogues } from './booking.ts'
import { bookingErrorCatalogues } from './booking-errors.ts'
import { brandCatalogues } from './brands.ts'
import { manageCatalogues } from './manage.ts'
import { pageComponentCatalogues } from './page-components.ts'
import { rateRuleCatalogues } from './rate-rules.ts'
import { rateCatalogues } from './rates.ts'
import { reservationCatalogues } from './reservations.ts'
import { resources } from './resources.ts'
import { sessionCatalogues } from './session.ts'
import { signInCatalogues } from './sign-in.ts'
import { interactiveCatalogues } from './interactive.ts'
import { files as englishFiles } from './en-US.ts'
import { files as spanishFiles } from './es-ES.ts'

function keysOf(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null) return [prefix]
	return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('message catalogues', () => {
	it('have the same keys in every locale', () => {
		const english = keysOf(resources['en-US'].translation).sort()
		expect(keysOf(resources['es-ES'].translation).sort()).toEqual(english)
	})

	it.each([
		['en-US', englishFiles],
		['es-ES', spanishFiles],
	])('of %s define each top-level key in one file only', (_locale, files) => {
		const owners = new Map<string, string[]>()
		for (const [path, messages] of Object.entries(files)) {
			for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), path])
		}
		expect([...owners].filter(([, paths]) => paths.length > 1)).toEqual([])
	})

	it.each([
		['booking', bookingCatalogues],
		['booking errors', bookingErrorCatalogues],
		['reservations', reservationCatalogues],
		['account', accountCatalogues],
		['manage', manageCatalogues],
		['brands', brandCatalogues],
		['page components', pageComponentCatalogues],
		['session', sessionCatalogues],
		['interactive', interactiveCatalogues],
		['rates', rateCatalogues],
		['rate rules', rateRuleCatalogues],
		['sign-in', signInCatalogues],
		['availability', availabilityCatalogues],
	])('have the same %s keys in every locale, and none the other catalogues have', (_area, catalogues) => {
		const english = keysOf(catalogues['en-US']).sort()
		expect(keysOf(catalogues['es-ES']).sort()).toEqual(english)
		const others = [
			resources['en-US'].translation,
			bookingCatalogues['en-US'],
			bookingErrorCatalogues['en-US'],
			reservationCatalogues['en-US'],
			accountCatalogues['en-US'],
			manageCatalogues['en-US'],
			brandCatalogues['en-US'],
			pageComponentCatalogues['en-US'],
			sessionCatalogues['en-US'],
			interactiveCatalogues['en-US'],
			rateCatalogues['en-US'],
			rateRuleCatalogues['en-US'],
			signInCatalogues['en-US'],
			availabilityCatalogues['en-US'],
		].filter((other) => other !== catalogues['en-US'])
		// Two areas may share a top-level group (booking and reservations: `booking.`), never a key.
		const taken = new Set(others.flatMap((other) => keysOf(other)))
		expect(keysOf(catalogues['en-US']).filter((key) => taken.has(key))).toEqual([])
	})
})
