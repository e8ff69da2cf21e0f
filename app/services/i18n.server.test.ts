import { describe, expect, test } from 'vitest'
import { i18nextFor, translatorFor } from './i18n.server.ts'

// The server's translate functions keep what a key alone translates to; everything else is
// translated as i18next does it.
describe("the server's translate functions", () => {
	test('a key alone gives the catalogue text, in the locale, every time', () => {
		const t = translatorFor('es-ES')
		expect(t('rateList.heading')).toBe('Habitaciones y tarifas')
		expect(t('rateList.heading')).toBe('Habitaciones y tarifas')
		expect(translatorFor('en-US')('rateList.heading')).toBe('Rooms and rates')
	})

	test('a call with values, a count or a default is translated each time', () => {
		const t = i18nextFor('en-US').getFixedT(null, 'translation')
		expect(t('rateList.pageTitle', { name: 'Sydney', site: 'M' })).toBe('Rooms and rates: Sydney | M')
		expect(t('rateList.pageTitle', { name: 'Berlin', site: 'M' })).toBe('Rooms and rates: Berlin | M')
		expect(t('rateList.nights', { count: 1 })).toBe('1 night')
		expect(t('rateList.nights', { count: 3 })).toBe('3 nights')
		expect(t('no.such.key', 'Said instead')).toBe('Said instead')
	})

	test('what a component gets is one function per language and namespace, and a key prefix still applies', () => {
		const i18next = i18nextFor('en-US')
		expect(i18next.getFixedT(null, 'translation')).toBe(i18next.getFixedT(null, 'translation'))
		expect(i18next.getFixedT(null, 'translation', 'rateList')('heading')).toBe('Rooms and rates')
		expect(i18next.getFixedT('es-ES', 'translation')('rateList.heading')).toBe('Habitaciones y tarifas')
	})
})
