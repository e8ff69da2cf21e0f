import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod'
import { brandLandingSearchSchema } from './brand-landing-schema.ts'
import { brandLandingOf, LANDING_REDIRECT_BRANDS } from './brand-landing.ts'

describe('brand landing pages', () => {
	it('are the four landing-redirection brands of spec 001 §6', () => {
		expect(new Set(LANDING_REDIRECT_BRANDS)).toEqual(new Set(['RZ', 'MV', 'DS', 'BG']))
	})

	it('sends Ritz-Carlton and Bulgari to their partner addresses, the others to theirs', () => {
		expect(brandLandingOf('RZ')).toEqual({ brandCode: 'RZ', path: '/ritz', theme: 'ritz' })
		expect(brandLandingOf('bg')?.path).toBe('/bulgari')
		expect(brandLandingOf(' mv ')?.path).toBe('/brands/mv')
		expect(brandLandingOf('DS')?.theme).toBeNull()
	})

	it('has none for any other brand', () => {
		for (const code of ['MC', 'JW', '', null, undefined, 'RZX']) expect(brandLandingOf(code)).toBeNull()
	})
})

describe('a brand landing search', () => {
	const parse = (destination?: string) =>
		parseWithZod(new URLSearchParams(destination === undefined ? {} : { destination }), { schema: brandLandingSearchSchema })

	it('may be blank: the page then lists all the brand hotels', () => {
		expect(parse()).toMatchObject({ status: 'success', value: { destination: '' } })
		expect(parse('   ')).toMatchObject({ status: 'success', value: { destination: '' } })
	})

	it('is trimmed, without control characters, and at most 100 characters', () => {
		expect(parse(' Roma\u0000 ')).toMatchObject({ status: 'success', value: { destination: 'Roma' } })
		expect(parse('x'.repeat(101))).toMatchObject({ status: 'error', error: { destination: ['destinationTooLong'] } })
	})
})
