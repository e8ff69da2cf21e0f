import { describe, expect, it } from 'vitest'
import { BOOKING_GROUP_CODE_LENGTH, BOOKING_GROUP_CODE_PATTERN, GROUP_CODE_LENGTH, groupCodeFrom } from './group-code.ts'

describe('group codes', () => {
	it('takes a handed-in code of 3 to 10 letters or digits, in capitals (spec 000 §9)', () => {
		expect(GROUP_CODE_LENGTH).toEqual({ min: 3, max: 10 })
		expect(groupCodeFrom(' abc ')).toBe('ABC')
		expect(groupCodeFrom('GRP1234567')).toBe('GRP1234567')
		expect(groupCodeFrom('AB')).toBeNull()
		expect(groupCodeFrom('GRP12345678')).toBeNull()
		expect(groupCodeFrom('GR-P1')).toBeNull()
		expect(groupCodeFrom(null)).toBeNull()
	})

	it('books with exactly 7 (spec 001 §5)', () => {
		expect(BOOKING_GROUP_CODE_LENGTH).toBe(7)
		expect(BOOKING_GROUP_CODE_PATTERN.test('NYCMCGR')).toBe(true)
		expect(BOOKING_GROUP_CODE_PATTERN.test('NYCMCG')).toBe(false)
		expect(BOOKING_GROUP_CODE_PATTERN.test('NYCMCGRR')).toBe(false)
	})
})
