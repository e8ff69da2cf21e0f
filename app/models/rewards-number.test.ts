import { describe, expect, it } from 'vitest'
import { maskedRewardsNumber, rewardsCreditOf, rewardsNumberDigits, rewardsNumberProblem } from './rewards-number.ts'

describe('a rewards member number', () => {
	it('is nine digits, typed with or without spaces; none at all is no problem', () => {
		expect(rewardsNumberProblem('100002223')).toBeNull()
		expect(rewardsNumberProblem(' 100 002 223 ')).toBeNull()
		expect(rewardsNumberProblem('')).toBeNull()
		expect(rewardsNumberDigits(' 100 002\t223 ')).toBe('100002223')
	})

	it('is refused with other characters or another length', () => {
		for (const typed of ['10000222', '1000022231', '100-002-223', '10000222a', '１００００２２２３']) {
			expect(rewardsNumberProblem(typed), typed).toBe('rewardsNumberInvalid')
		}
	})

	it('is shown by its last four digits only', () => {
		expect(maskedRewardsNumber('0001')).toBe('•••••0001')
		expect(maskedRewardsNumber('100002223')).toBe('•••••2223')
	})

	it('names the member a guest’s stay earns for to that guest only', () => {
		const guest = { state: 'guest', joinedNow: false }
		expect(rewardsCreditOf({ memberNumberLastFour: '2223' }, guest)).toBe('•••••2223')
		expect(rewardsCreditOf({ memberNumberLastFour: null }, guest)).toBeNull()
		expect(rewardsCreditOf({ memberNumberLastFour: '2223' }, { state: 'member', joinedNow: false })).toBeNull()
		expect(rewardsCreditOf({ memberNumberLastFour: '2223' }, { state: 'remembered', joinedNow: false })).toBeNull()
		expect(rewardsCreditOf({ memberNumberLastFour: '2223' }, { state: 'guest', joinedNow: true })).toBeNull()
	})
})
