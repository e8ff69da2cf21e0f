import { eq } from 'drizzle-orm'
import { cartRewardsMembers, customers } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { plainName } from './reservations.ts'

// Lookup rewards (spec 001 §7): a guest booking without signing in names a Meridian Rewards
// member by number and surname, and the stay earns that member's points. An unknown number
// and a wrong surname get one answer (none), so a guess learns neither.

/** Longer than any member number: a longer one is no member's, without asking the database. */
const MEMBER_NUMBER_MAX_LENGTH = 20

/** The member with this number (spaces ignored) whose surname is this one (as reservation lookup compares them); null otherwise. */
export async function rewardsMember(context: GraphContext, memberNumber: string, surname: string) {
	const number = memberNumber.replace(/\s+/g, '')
	if (!number || number.length > MEMBER_NUMBER_MAX_LENGTH || !surname.trim()) return null
	const [member] = await context.db.select().from(customers).where(eq(customers.memberNumber, number))
	return member && plainName(member.surname) === plainName(surname) ? member : null
}

/** The member a guest's cart earns for (its guest gave their number), or null. */
export async function rewardsMemberOfCart(context: GraphContext, cartId: string) {
	const [row] = await context.db
		.select({ customerId: customers.id, memberNumber: customers.memberNumber })
		.from(cartRewardsMembers)
		.innerJoin(customers, eq(customers.id, cartRewardsMembers.customerId))
		.where(eq(cartRewardsMembers.cartId, cartId))
	return row ?? null
}

async function memberNumberLastFour(context: GraphContext, customerId: string | null) {
	if (!customerId) return null
	const [row] = await context.db.select({ memberNumber: customers.memberNumber }).from(customers).where(eq(customers.id, customerId))
	return row ? row.memberNumber.slice(-4) : null
}

export const rewardsResolvers: Resolvers = {
	Query: {
		lookupRewards: async (_parent, args: { memberNumber: string; lastName: string }, context) => {
			const member = await rewardsMember(context, args.memberNumber, args.lastName)
			return member ? { memberNumber: member.memberNumber, tierCode: member.tier, firstName: member.givenName } : null
		},
	},
	CartGuest: {
		memberNumber: async (guest: { cartId: string }, _args, context) => (await rewardsMemberOfCart(context, guest.cartId))?.memberNumber ?? null,
	},
	ReservationGuest: {
		memberNumberLastFour: (guest: { customerId: string | null }, _args, context) => memberNumberLastFour(context, guest.customerId),
	},
}
