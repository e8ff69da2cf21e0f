import { z } from 'zod'
import { RewardsMemberSchema, type RewardsMember } from '@meridian/upstream-contract/customer.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// Lookup rewards (spec 001 §7): the Meridian Rewards member a guest names by number and
// last name while booking without signing in. The number and the name travel only in this
// request's body (the client logs no variables).

export const PhoenixBookLookupRewards = defineOperation(
	/* GraphQL */ `
		query PhoenixBookLookupRewards($memberNumber: String!, $lastName: String!) {
			lookupRewards(memberNumber: $memberNumber, lastName: $lastName) {
				memberNumber
				tierCode
				firstName
			}
		}
	`,
	z.object({ lookupRewards: RewardsMemberSchema.nullable() }),
)

/** The member with this number and last name; null when the number is unknown or the name is not theirs (one answer for both). */
export async function lookupRewards(memberNumber: string, lastName: string, ctx: UpstreamContext, options?: CallOptions): Promise<RewardsMember | null> {
	const { lookupRewards: member } = await runOperation(PhoenixBookLookupRewards, { memberNumber, lastName }, ctx, options)
	return member
}
