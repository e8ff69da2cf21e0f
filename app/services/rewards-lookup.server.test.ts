import { describe, expect, it } from 'vitest'
import type { RewardsMember } from '@meridian/upstream-contract/customer.ts'
import { createRewardsLookup, RewardsLookupLimited } from './rewards-lookup.server.ts'

const grace: RewardsMember = { memberNumber: '100002223', tierCode: 'gold', firstName: 'Grace' }
const upstream = { locale: 'en-US', requestId: 'req-rewards' } as const
const from = (clientIp: string) => ({ clientIp, upstream })

/** The platform as the sandbox answers it: Grace Lindqvist's number, nobody else's. */
const platform = async (memberNumber: string, lastName: string) => (memberNumber === grace.memberNumber && lastName === 'Lindqvist' ? grace : null)

describe('the rewards lookup limit', () => {
	it('counts the numbers that are no member’s, per address; a member found gives its own back without clearing the rest', async () => {
		const find = createRewardsLookup({ failuresPerIp: 2, windowSeconds: 60 }, platform)
		expect(await find(from('1.1.1.1'), '100002224', 'Lindqvist')).toBeNull()
		expect(await find(from('1.1.1.1'), grace.memberNumber, 'Lindqvist')).toEqual(grace)
		expect(await find(from('1.1.1.1'), grace.memberNumber, 'Okafor')).toBeNull()
		const refused = await find(from('1.1.1.1'), grace.memberNumber, 'Lindqvist').catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(RewardsLookupLimited)
		expect((refused as RewardsLookupLimited).retryAfterSeconds).toBe(60)
		// Another address has its own budget.
		expect(await find(from('2.2.2.2'), grace.memberNumber, 'Lindqvist')).toEqual(grace)
	})

	it('gives back a lookup the platform could not answer', async () => {
		let calls = 0
		const down = async () => {
			calls++
			throw new Error('the platform is down')
		}
		const find = createRewardsLookup({ failuresPerIp: 1, windowSeconds: 60 }, down)
		await expect(find(from('3.3.3.3'), grace.memberNumber, 'Lindqvist')).rejects.toThrow('the platform is down')
		await expect(find(from('3.3.3.3'), grace.memberNumber, 'Lindqvist')).rejects.toThrow('the platform is down')
		expect(calls).toBe(2)
	})

	it('of 50 concurrent lookups from one address, only its budget reaches the platform', async () => {
		let calls = 0
		const counted = async (memberNumber: string, lastName: string) => {
			calls++
			return platform(memberNumber, lastName)
		}
		const find = createRewardsLookup({ failuresPerIp: 10, windowSeconds: 900 }, counted)
		const answers = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => find(from('4.4.4.4'), String(100002300 + i), 'Lindqvist')))
		expect(calls).toBe(10)
		expect(answers.filter((answer) => answer.status === 'rejected')).toHaveLength(40)
	})
})
