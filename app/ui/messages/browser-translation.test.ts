import { createInstance } from 'i18next'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { i18nConfig } from './index.ts'
import { bookingCatalogues } from './booking.ts'
import { reservationCatalogues } from './reservations.ts'
import { bookingErrorCatalogues } from './booking-errors.ts'
import { resources, withAreaMessages } from './resources.ts'

// The browser's translator must answer as i18next does on the server, or the page's text
// changes at hydration. Every key of every catalogue, and the option shapes the pages use.

vi.mock('./load-catalogue.ts', () => ({ loadCatalogue: async (locale: 'en-US' | 'es-ES') => resources[locale].translation }))
const { i18n, loadArea, translate, startTranslation } = await import('./browser-translation.ts')

const server = createInstance()
beforeAll(async () => {
	await server.init({
		...i18nConfig,
		resources: withAreaMessages(resources, bookingCatalogues, bookingErrorCatalogues, reservationCatalogues),
		initImmediate: false,
	})
	await startTranslation('en-US', [])
	await loadArea('es-ES', 'booking')
	await loadArea('es-ES', 'reservations')
	await loadArea('es-ES', 'booking-errors')
})

function keysOf(value: unknown, prefix = ''): string[] {
	if (typeof value !== 'object' || value === null) return [prefix]
	return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
}

describe('the browser translator', () => {
	it.each(['en-US', 'es-ES'] as const)('gives i18next’s text for every key of %s, with values, counts and missing values', (locale) => {
		const t = server.getFixedT(locale)
		const keys = keysOf(resources[locale].translation).map((key) => key.replace(/_(one|other)$/, ''))
		for (const key of new Set(keys)) {
			for (const options of [undefined, { name: 'Ana', count: 1 }, { count: 2, nights: 3 }, { count: 0 }, { name: null }, { amount: 12.5 }]) {
				expect(translate(locale, key, options as never), `${key} ${JSON.stringify(options)}`).toBe(t(key, options as never))
			}
		}
	})

	it('answers a missing key, a default value and a list of keys as i18next does', () => {
		const t = server.getFixedT('en-US')
		for (const [key, options] of [
			['no.such.key', undefined],
			['no.such.key', { defaultValue: 'Suite {{name}}', name: 'Royal' }],
			[['no.such.key', 'site.skipToContent'], undefined],
			[['no.such.key', 'no.other'], undefined],
			['site', undefined],
		] as const) {
			expect(translate('en-US', key as never, options)).toBe(t(key as never, options as never))
		}
	})

	it('changes language with the areas already loaded, and says which way the text runs', async () => {
		await loadArea('en-US', 'booking')
		await i18n.changeLanguage('es-ES')
		expect(i18n.language).toBe('es-ES')
		expect(translate('es-ES', 'booking.details.heading')).toBe(server.getFixedT('es-ES')('booking.details.heading'))
		expect(i18n.dir('es-ES')).toBe('ltr')
		expect(i18n.dir('ar')).toBe('rtl')
	})
	it('keeps both areas of a group two areas share (booking and reservations)', async () => {
		await loadArea('en-US', 'reservations')
		await loadArea('en-US', 'booking')
		const t = server.getFixedT('en-US')
		for (const key of ['booking.details.heading', 'booking.confirmation.title', 'booking.lookup.intro']) expect(translate('en-US', key)).toBe(t(key))
	})
})
