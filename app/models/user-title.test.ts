import { describe, expect, it } from 'vitest'
import { userTitleProblem } from './user-title.ts'

describe('the guest title', () => {
	it('is a title code or none', () => {
		expect(userTitleProblem('')).toBeNull()
		expect(userTitleProblem('MRS')).toBeNull()
		expect(userTitleProblem('prof')).toBeNull()
		expect(userTitleProblem('M')).toBe('titleInvalid')
		expect(userTitleProblem('<script>')).toBe('titleInvalid')
	})
})
