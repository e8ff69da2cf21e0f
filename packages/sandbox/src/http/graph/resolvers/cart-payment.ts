import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { CARD_NOT_ACCEPTED, PAYMENT_DECLINED } from '@meridian/upstream-contract/order.ts'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import { cartPayments } from '../../../db/schema/index.ts'
import { acceptedCardsOf } from '../../../db/seed/catalogue/accepted-cards.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { cartToChange } from './cart-node.ts'
import { saveCardToProfile } from './payment-methods.ts'

// The payment operation: a card is authorized for a cart, as a payment provider would. The
// number and the security code are checked and dropped; the cart keeps the network, the
// last four digits, the expiry and a token standing for the authorization.

type CardInput = {
	cartId: string
	cardNumber: string
	cvv: string
	expiryMonth: number
	expiryYear: number
	cardholderName: string
	billingPostalCode?: string | null
	/** A member keeps the card for next time (payment methods). */
	saveToProfile?: boolean | null
}

// The prefix names the network and the network the lengths it issues; kept apart so a
// prefix of a different width (Mastercard's 51–55 and 2221–2720) cannot shift the length.
const NETWORKS: ReadonlyArray<{ network: string; prefix: RegExp; lengths: number[] }> = [
	{ network: 'amex', prefix: /^3[47]/, lengths: [15] },
	{ network: 'diners', prefix: /^3(?:0[0-5]|[689])/, lengths: [14, 15, 16, 17, 18, 19] },
	{ network: 'jcb', prefix: /^35/, lengths: [16, 17, 18, 19] },
	{ network: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
	{ network: 'mastercard', prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
	{ network: 'discover', prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 17, 18, 19] },
]

const networkOf = (digits: string) =>
	/^\d+$/.test(digits) ? NETWORKS.find(({ prefix, lengths }) => prefix.test(digits) && lengths.includes(digits.length))?.network : undefined

function passesLuhn(digits: string): boolean {
	let sum = 0
	for (const [index, char] of [...digits].reverse().entries()) {
		let digit = Number(char)
		if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
		sum += digit
	}
	return sum % 10 === 0
}

/** The first field the issuer's checks refuse, as [field, why], or the network. */
export function checkCard(input: Omit<CardInput, 'cartId'>, now: Date): { network: string } | { field: string; why: string } {
	const digits = input.cardNumber.replace(/[\s-]/g, '')
	const network = networkOf(digits)
	if (!network || !passesLuhn(digits)) return { field: 'cardNumber', why: 'Not a card number we accept' }
	if (!new RegExp(`^\\d{${network === 'amex' ? 4 : 3}}$`).test(input.cvv)) return { field: 'cvv', why: 'The security code has the wrong length' }
	const month = input.expiryYear * 12 + (input.expiryMonth - 1)
	const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
	if (input.expiryMonth < 1 || input.expiryMonth > 12 || month < thisMonth || input.expiryYear > now.getUTCFullYear() + 10) {
		return { field: 'expiryMonth', why: 'The card has expired or the expiry is not a date' }
	}
	if (!input.cardholderName.trim()) return { field: 'cardholderName', why: 'The name on the card is required' }
	return { network }
}

async function addCartPayment(context: GraphContext, input: CardInput) {
	const { live, answer } = await cartToChange(context, input.cartId)
	const checked = checkCard(input, context.now)
	if ('field' in checked) return answer(UPSTREAM_ERROR_CODES.badRequest, checked.why, checked.field)
	if (!acceptedCardsOf(live.row.propertyId).includes(checked.network)) return answer(CARD_NOT_ACCEPTED, 'The hotel does not take this card', 'cardNumber')
	const digits = input.cardNumber.replace(/[\s-]/g, '')
	if (digits === TEST_CARDS.declined.number) return answer(PAYMENT_DECLINED, 'The issuer declined the card')
	const row = {
		cartId: live.row.id,
		network: checked.network,
		lastFour: digits.slice(-4),
		expiryMonth: input.expiryMonth,
		expiryYear: input.expiryYear,
		cardholderName: input.cardholderName.trim(),
		paymentToken: randomUUID(),
	}
	await context.db.insert(cartPayments).values(row).onConflictDoUpdate({ target: cartPayments.cartId, set: row })
	if (input.saveToProfile) await saveCardToProfile(context, row)
	return answer('SUCCESS')
}

export async function paymentOfCart(context: GraphContext, cartId: string) {
	const [row] = await context.db.select().from(cartPayments).where(eq(cartPayments.cartId, cartId))
	return row ?? null
}

export const cartPaymentResolvers: Resolvers = {
	Mutation: {
		addCartPayment: (_parent, args: { input: CardInput }, context) => addCartPayment(context, args.input),
	},
	Cart: {
		payment: (cart: { id: string }, _args, context) => paymentOfCart(context, cart.id),
	},
}
