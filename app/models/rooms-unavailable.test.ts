import { describe, expect, it } from 'vitest'
import { isUnavailable } from './rooms-unavailable.ts'

describe('the platform saying the rooms are unavailable', () => {
	it('is 427, in a search status or a cart refusal', () => {
		expect(isUnavailable({ httpStatus: 427, code: 'SOLD_OUT' })).toBe(true)
		expect(isUnavailable({ httpStatus: 200, code: '427' })).toBe(true)
		expect(isUnavailable({ code: '427' })).toBe(true)
		expect(isUnavailable({ code: 'E_TOO_MANY_NIGHTS' })).toBe(false)
		expect(isUnavailable({ httpStatus: 400, code: 'BAD_REQUEST' })).toBe(false)
	})
})
