import { describe, expect, it } from 'vitest'
import { addressProblems, emailProblem, mayJoinWhileBooking, nameProblem, requiredAddressFields, stripHtml } from './guest-profile.ts'

describe('the guest’s name', () => {
	it('is Latin letters, spaces, hyphens and apostrophes', () => {
		expect(nameProblem('Mary-Ann', 'en-US')).toBeNull()
		expect(nameProblem('O’Brien', 'en-US')).toBeNull()
		expect(nameProblem("d'Arc", 'en-US')).toBeNull()
		expect(nameProblem('José Núñez', 'es-ES')).toBeNull()
		expect(nameProblem('R2-D2', 'en-US')).toBe('nameInvalid')
		expect(nameProblem('<b>Ann</b>', 'en-US')).toBe('nameInvalid')
		expect(nameProblem('-Ann', 'en-US')).toBe('nameInvalid')
		expect(nameProblem('  ', 'en-US')).toBe('nameRequired')
		expect(nameProblem('A'.repeat(41), 'en-US')).toBe('nameTooLong')
	})

	it('may be in Chinese characters where the locale writes them', () => {
		expect(nameProblem('张伟', 'zh-CN')).toBeNull()
		expect(nameProblem('张伟', 'en-US')).toBe('nameInvalid')
	})
})

describe('the e-mail', () => {
	it('is required and shaped like an address', () => {
		expect(emailProblem('guest@example.com')).toBeNull()
		expect(emailProblem('guest@example')).toBe('emailInvalid')
		expect(emailProblem('gu est@example.com')).toBe('emailInvalid')
		expect(emailProblem(`${'a'.repeat(70)}@example.com`)).toBe('emailInvalid')
		expect(emailProblem('')).toBe('emailRequired')
	})
})

describe('the address', () => {
	it('requires what the country requires', () => {
		expect(requiredAddressFields('us')).toEqual(['line1', 'city', 'stateProvinceCode', 'postalCode'])
		expect(requiredAddressFields('CA')).toEqual(['line1', 'city', 'stateProvinceCode', 'postalCode'])
		for (const country of ['AU', 'MX', 'ES', 'DE', 'JP']) expect(requiredAddressFields(country)).toEqual(['line1', 'city'])
		expect(requiredAddressFields('CN')).toEqual(['city'])
		expect(requiredAddressFields('FR')).toEqual(['line1', 'city', 'postalCode'])
		expect(requiredAddressFields('BR')).toEqual([])
	})

	it('names each missing part, and a postal code of the wrong shape', () => {
		expect(addressProblems({ countryCode: 'US', line1: '1 Main St', city: 'Austin', stateProvinceCode: 'TX', postalCode: '78701' })).toEqual({})
		expect(addressProblems({ countryCode: 'US', line1: '', city: 'Austin', stateProvinceCode: 'TX', postalCode: '7870' })).toEqual({
			line1: 'required',
			postalCode: 'postalCodeInvalid',
		})
		expect(addressProblems({ countryCode: 'CA', line1: '1 Front St', city: 'Toronto', stateProvinceCode: 'ON', postalCode: 'M5J 2N1' })).toEqual({})
		expect(addressProblems({ countryCode: 'CA', line1: '1 Front St', city: 'Toronto', stateProvinceCode: 'ON', postalCode: '12345' })).toEqual({
			postalCode: 'postalCodeInvalid',
		})
		expect(addressProblems({ countryCode: 'CN', city: '' })).toEqual({ city: 'required' })
		expect(addressProblems({ countryCode: 'FR', line1: '1 rue de Rivoli', city: 'Paris' })).toEqual({ postalCode: 'required' })
		expect(addressProblems({ countryCode: 'BR' })).toEqual({})
	})

	it('does not take markup for an answer', () => {
		expect(addressProblems({ countryCode: 'CN', city: '<b></b>' })).toEqual({ city: 'required' })
	})
})

describe('text clean-up (spec 001 §5; a phone’s non-digits are phone-number.ts’s)', () => {
	it('strips HTML tags', () => {
		expect(stripHtml('Late <b>arrival</b><script>x</script>')).toBe('Late arrivalx')
	})
})

describe('joining while booking', () => {
	it('is refused in Cuba, North Korea, Syria and Iran', () => {
		expect(['CU', 'kp', 'SY', 'IR'].map(mayJoinWhileBooking)).toEqual([false, false, false, false])
		expect(mayJoinWhileBooking('US')).toBe(true)
	})
})
