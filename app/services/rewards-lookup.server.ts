import type { RewardsMember } from '@meridian/upstream-contract/customer.ts'
import { addressKey } from '#app/models/rate-limit-keys.ts'
import { createAttemptLimiter } from './attempt-limits.server.ts'
import { getEnv } from './env.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { lookupRewards } from './upstream/operations/rewards.server.ts'

// The rewards lookup on the guest-details form tells whether a member number goes with a
// last name, and member numbers are sequential: without a limit, anyone could walk the
// numbers with common surnames. Each lookup takes one of the IP address's failures before
// the platform is asked; a member found gives its own back (earlier failures stay counted,
// or one known member would reset them), and so does a lookup the platform could not answer.

/** A lookup refused by the limit; the route answers 429 with the wait. */
export class RewardsLookupLimited extends Error {
	constructor(readonly retryAfterSeconds: number) {
		super('too many rewards lookups')
	}
}

type Limits = { failuresPerIp: number; windowSeconds: number }
type Lookup = (memberNumber: string, lastName: string, ctx: UpstreamContext) => Promise<RewardsMember | null>
type Asker = { clientIp: string; upstream: UpstreamContext }

export function createRewardsLookup({ failuresPerIp, windowSeconds }: Limits, lookup: Lookup = lookupRewards) {
	const byIp = createAttemptLimiter({ name: 'rewards-lookup-ip', attempts: failuresPerIp, windowSeconds })
	/** The member with this number and last name, or null; RewardsLookupLimited when the address has no failures left. */
	return async function findRewardsMember(asker: Asker, memberNumber: string, lastName: string): Promise<RewardsMember | null> {
		const ip = addressKey(asker.clientIp)
		const taken = await byIp.take(ip)
		if (!taken.ok) throw new RewardsLookupLimited(taken.retryAfterSeconds)
		let member: RewardsMember | null
		try {
			member = await lookup(memberNumber, lastName, asker.upstream)
		} catch (error) {
			await byIp.giveBack(ip)
			throw error
		}
		if (member) await byIp.giveBack(ip)
		return member
	}
}

export const findRewardsMember = createRewardsLookup({ failuresPerIp: getEnv().REWARDS_LOOKUP_FAILURES_PER_IP, windowSeconds: 15 * 60 })
