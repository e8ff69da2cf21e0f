import { RESERVATION_NOT_LINKED } from '@meridian/upstream-contract/contract.ts'
import { loadSignInKeyPair } from '../../../crypto/rsa-key-pair.ts'
import { joinMember, type JoinRequest } from '../../accounts/join-member.ts'
import type { Resolvers } from '../resolver-map.ts'
import { status } from './payload-status.ts'

// Join now (spec 001 §7): a member account made from the guest-details form while
// booking, by the account service's one join (accounts/join-member.ts); the cart being
// booked becomes the new member's, so the stay is in their trips. The password is plain
// unless `passwordEncrypted`.

type JoinInput = Omit<JoinRequest, 'passwordSealed'> & { passwordEncrypted: boolean }

export const joinNowResolvers: Resolvers = {
	Mutation: {
		joinNow: async (_parent, { input }: { input: JoinInput }, context) => {
			const { passwordEncrypted, ...request } = input
			const joined = await joinMember(
				{ db: context.db, now: context.now, signInKeyPair: () => loadSignInKeyPair(context.db) },
				{ ...request, passwordSealed: Boolean(passwordEncrypted) },
			)
			if (!joined.ok) return { status: status(joined.code, joined.message, joined.field), customerId: null, memberNumber: null }
			// The member is made either way; a stay that could not join is a warning (reservationNotLinkedErrorMsg).
			const warnings = joined.reservationLinked
				? []
				: [{ message: 'The stay did not join the new account', field: 'confirmationNumber', id: RESERVATION_NOT_LINKED }]
			return { status: status('SUCCESS').map((success) => ({ ...success, warnings })), customerId: joined.customerId, memberNumber: joined.memberNumber }
		},
	},
}
