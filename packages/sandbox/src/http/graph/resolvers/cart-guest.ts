import { and, eq, isNull } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { cartGuests, cartRewardsMembers, carts, lookups, userTitles } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartExpired, cartNode, loadLiveCart, requireCartHolder } from './cart-node.ts'
import { status } from './payload-status.ts'
import { rewardsMember } from './rewards.ts'
import { E_BAD_IATA, travelAgentByNumber } from './travel.ts'

// Associate profile with cart (spec 001 §7): who will stay, and their room requests. The
// platform checks what it must be able to store and send to the hotel; the finer rules of
// the form (names by locale, phone lengths by country) are the client's. A guest's cart
// becomes the member's who gives the details signed in (a guest who signed in after
// choosing the room), so the stay is in their trips and earns their points; a cart
// already another member's stays theirs. A guest who is not signed in may give a member's
// number instead (lookup rewards): the booked stay then earns for that member.

type Address = {
	line1?: string | null
	line2?: string | null
	city?: string | null
	stateProvinceCode?: string | null
	postalCode?: string | null
	countryCode: string
}
type GuestInput = {
	cartId: string
	title?: string | null
	givenName: string
	surname: string
	email: string
	phone: string
	address: Address
	arrivalTime?: string | null
	comments?: string | null
	requestCodes?: string[] | null
	travelAgentNumber?: string | null
	travelInsurance?: boolean | null
	prepayConsent?: boolean | null
	memberNumber?: string | null
}

/** Special products and room features a hotel takes as requests (spec 001 §9). */
const REQUEST_CODES = new Set(['CRIB', 'ROLLAWAY', 'PETFEE1', 'PETFEE2', 'C2', 'R1', 'V9', 'Y2', 'F2', 'B5', 'E6', 'E1', 'H1', 'L2', 'N1', 'J8', 'J9'])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const ARRIVAL = /^([01][0-9]|2[0-3]):00$/
const COMMENTS_MAX = 500

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null)

/** The first field the platform will not take, as [field, why]; null when all is well. */
function problemOf(input: GuestInput): [string, string] | null {
	if (!input.givenName.trim()) return ['givenName', 'A first name is required']
	if (!input.surname.trim()) return ['surname', 'A last name is required']
	if (!EMAIL.test(input.email.trim()) || input.email.length > 80) return ['email', 'Not an e-mail address']
	if (!/\d{7,}/.test(input.phone.replace(/\D/g, ''))) return ['phone', 'Not a phone number']
	if (!/^[A-Z]{2}$/.test(input.address.countryCode)) return ['address.countryCode', 'A two-letter country code is required']
	if (input.arrivalTime && !ARRIVAL.test(input.arrivalTime)) return ['arrivalTime', 'Arrival is a whole hour, 00:00 to 23:00']
	if ((input.comments?.length ?? 0) > COMMENTS_MAX) return ['comments', `Comments are at most ${COMMENTS_MAX} characters`]
	const unknown = (input.requestCodes ?? []).find((code) => !REQUEST_CODES.has(code))
	if (unknown) return ['requestCodes', `No such request: ${unknown}`]
	return null
}

async function updateCartGuest(context: GraphContext, input: GuestInput) {
	const live = await loadLiveCart(context, input.cartId)
	if (!live) throw cartExpired()
	await requireCartHolder(context, live.row, live.items)
	// A refusal names the field and answers the cart as it was.
	const refused = async (code: string, message: string, field: string) => ({
		status: status(code, message, field),
		cart: await cartNode(context, live.row, live.items),
	})
	const problem = problemOf(input)
	if (problem) return refused(UPSTREAM_ERROR_CODES.badRequest, problem[1], problem[0])
	if (!(await knownState(context, input.address))) {
		return refused(UPSTREAM_ERROR_CODES.badRequest, 'No such state or province in that country', 'address.stateProvinceCode')
	}
	const title = blankToNull(input.title)?.toUpperCase() ?? null
	if (title && !(await knownTitle(context, title))) return refused(UPSTREAM_ERROR_CODES.badRequest, 'No such title', 'title')
	const agentNumber = blankToNull(input.travelAgentNumber)
	if (agentNumber && !(await travelAgentByNumber(context, agentNumber)))
		return refused(E_BAD_IATA, 'No travel agency has this IATA number', 'travelAgentNumber')
	// The cart's member: its own, else the one who gives the details signed in.
	const member = live.row.customerId === null ? await context.memberId() : null
	const owner = live.row.customerId ?? member
	const typedNumber = blankToNull(input.memberNumber)
	const rewards = typedNumber ? await rewardsMember(context, typedNumber, input.surname) : null
	if (typedNumber && !rewards) return refused(UPSTREAM_ERROR_CODES.notFound, 'No member has this number and surname', 'memberNumber')
	if (rewards && owner && owner !== rewards.id) return refused(UPSTREAM_ERROR_CODES.badRequest, 'This cart is another member’s', 'memberNumber')
	const row = {
		cartId: live.row.id,
		title,
		givenName: input.givenName.trim(),
		surname: input.surname.trim(),
		email: input.email.trim(),
		phone: input.phone.trim(),
		address: {
			line1: blankToNull(input.address.line1),
			line2: blankToNull(input.address.line2),
			city: blankToNull(input.address.city),
			stateProvinceCode: blankToNull(input.address.stateProvinceCode)?.toUpperCase() ?? null,
			postalCode: blankToNull(input.address.postalCode),
			countryCode: input.address.countryCode,
		},
		arrivalTime: blankToNull(input.arrivalTime),
		comments: blankToNull(input.comments),
		requestCodes: [...new Set(input.requestCodes ?? [])],
		travelAgentIata: agentNumber,
		travelInsurance: input.travelInsurance ?? null,
		prepayConsent: input.prepayConsent ?? false,
	}
	await context.db.insert(cartGuests).values(row).onConflictDoUpdate({ target: cartGuests.cartId, set: row })
	// A member's own cart earns for them already; a guest's, for the member named (or no one).
	if (rewards && !owner) {
		const credit = { cartId: live.row.id, customerId: rewards.id }
		await context.db.insert(cartRewardsMembers).values(credit).onConflictDoUpdate({ target: cartRewardsMembers.cartId, set: credit })
	} else {
		await context.db.delete(cartRewardsMembers).where(eq(cartRewardsMembers.cartId, live.row.id))
	}
	if (member) {
		await context.db
			.update(carts)
			.set({ customerId: member })
			.where(and(eq(carts.id, live.row.id), isNull(carts.customerId)))
	}
	const cart = member ? { ...live.row, customerId: member } : live.row
	return { status: status('SUCCESS'), cart: await cartNode(context, cart, live.items) }
}

/** A country with a list of states (the STATES lookups) takes one of them or none; any other country takes what it is given. */
async function knownState(context: GraphContext, address: Address): Promise<boolean> {
	const state = blankToNull(address.stateProvinceCode)?.toUpperCase()
	if (!state) return true
	const states = await context.db
		.select({ code: lookups.code })
		.from(lookups)
		.where(and(eq(lookups.type, 'STATES'), eq(lookups.countryCode, address.countryCode)))
	return states.length === 0 || states.some((known) => known.code === state)
}

async function knownTitle(context: GraphContext, code: string): Promise<boolean> {
	const [row] = await context.db.select({ code: userTitles.code }).from(userTitles).where(eq(userTitles.code, code))
	return Boolean(row)
}

export async function guestOfCart(context: GraphContext, cartId: string) {
	const [row] = await context.db.select().from(cartGuests).where(eq(cartGuests.cartId, cartId))
	return row ?? null
}

export const cartGuestResolvers: Resolvers = {
	Mutation: {
		updateCartGuest: (_parent, args: { input: GuestInput }, context) => updateCartGuest(context, args.input),
	},
	Cart: {
		guest: (cart: { id: string }, _args, context) => guestOfCart(context, cart.id),
	},
	CartGuest: {
		travelAgent: (guest: { travelAgentIata: string | null }, _args, context) =>
			guest.travelAgentIata ? travelAgentByNumber(context, guest.travelAgentIata) : null,
	},
}
