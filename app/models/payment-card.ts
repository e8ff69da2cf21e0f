import { expandTwoDigitYear } from './dates.ts'

// The payment card of booking step two (spec 001 §5 "Card rules"). The card number and
// CVV are checked here and go straight on to the platform: never stored, never logged,
// never written back into a page.
//
// Decisions the spec leaves open (it says a card-type prefix table exists, not its
// contents): the card networks' published prefixes and lengths below.

export type CardType = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb'

const NETWORKS: ReadonlyArray<{ type: CardType; prefix: RegExp; lengths: readonly number[] }> = [
	{ type: 'amex', prefix: /^3[47]/, lengths: [15] },
	{ type: 'diners', prefix: /^3(?:0[0-5]|[689])/, lengths: [14, 15, 16, 17, 18, 19] },
	{ type: 'jcb', prefix: /^35(?:2[89]|[3-8]\d)/, lengths: [16, 17, 18, 19] },
	{ type: 'visa', prefix: /^4/, lengths: [13, 16, 19] },
	{ type: 'mastercard', prefix: /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, lengths: [16] },
	{ type: 'discover', prefix: /^(?:6011|65|64[4-9])/, lengths: [16, 17, 18, 19] },
]

/** The digits of a card number as typed (spaces and dashes are how people group them). */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '')

/** The network a card number belongs to, from its first digits; null when none matches. */
export function cardTypeOf(digits: string): CardType | null {
	return NETWORKS.find((network) => network.prefix.test(digits))?.type ?? null
}

/** The Luhn check every card network's numbers pass. */
export function passesLuhn(digits: string): boolean {
	if (!/^\d+$/.test(digits)) return false
	let sum = 0
	for (let index = 0; index < digits.length; index++) {
		let digit = Number(digits[digits.length - 1 - index])
		if (index % 2 === 1) {
			digit *= 2
			if (digit > 9) digit -= 9
		}
		sum += digit
	}
	return sum % 10 === 0
}

export type CardNumberProblem = 'cardNumberRequired' | 'cardNumberInvalid' | 'cardTypeUnknown'

/** What is wrong with a typed card number, or null: digits of a known network, of its length, passing Luhn. */
export function cardNumberProblem(typed: string): CardNumberProblem | null {
	const digits = cardDigits(typed)
	if (!digits) return 'cardNumberRequired'
	if (!/^\d+$/.test(digits)) return 'cardNumberInvalid'
	const network = NETWORKS.find((candidate) => candidate.prefix.test(digits))
	if (!network) return 'cardTypeUnknown'
	return network.lengths.includes(digits.length) && passesLuhn(digits) ? null : 'cardNumberInvalid'
}

/** Spec 001 §5: the card number field's mask is 19 characters; 17 for Amex; 17 or 19 for Diners. */
export function cardNumberMaxLength(type: CardType | null): number {
	return type === 'amex' ? 17 : 19
}

/** The number as the field shows it: Amex 4-6-5, every other network in fours. */
export function formatCardNumber(digits: string): string {
	const groups = cardTypeOf(digits) === 'amex' ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)] : (digits.match(/.{1,4}/g) ?? [])
	return groups.filter(Boolean).join(' ')
}

/** Spec 001 §5: the CVV is 4 digits for American Express, 3 for every other card. */
export function cvvProblem(cvv: string, type: CardType | null): 'cvvRequired' | 'cvvLength' | null {
	const value = cvv.trim()
	if (!value) return 'cvvRequired'
	return new RegExp(`^\\d{${type === 'amex' ? 4 : 3}}$`).test(value) ? null : 'cvvLength'
}

/** Spec 001 §5: expiry years run from the current year through ten years ahead. */
export function expiryYearChoices(today: Date): number[] {
	const year = today.getUTCFullYear()
	return Array.from({ length: 11 }, (_, index) => year + index)
}

/**
 * What is wrong with an expiry month and year, or null. A two-digit year is in the current
 * century (spec 001 §5); a card is good through the last day of its month.
 */
export function expiryProblem(month: string, year: string, today: Date): 'expiryRequired' | 'expiryInvalid' | 'cardExpired' | null {
	if (!month.trim() || !year.trim()) return 'expiryRequired'
	if (!/^\d{1,2}$/.test(month.trim()) || !/^\d{2}(?:\d{2})?$/.test(year.trim())) return 'expiryInvalid'
	const monthNumber = Number(month)
	const yearNumber = expandTwoDigitYear(Number(year), today)
	const choices = expiryYearChoices(today)
	if (monthNumber < 1 || monthNumber > 12 || yearNumber > choices.at(-1)!) return 'expiryInvalid'
	const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth()
	return yearNumber * 12 + (monthNumber - 1) < thisMonth ? 'cardExpired' : null
}

/** Spec 001 §5: the billing zip is 5 to 9 characters. */
export function billingZipProblem(zip: string): 'zipRequired' | 'zipLength' | null {
	const value = zip.trim()
	if (!value) return 'zipRequired'
	return value.length >= 5 && value.length <= 9 ? null : 'zipLength'
}

const NETWORK_NAMES: Record<string, string> = {
	visa: 'Visa',
	mastercard: 'Mastercard',
	amex: 'American Express',
	discover: 'Discover',
	diners: 'Diners Club',
	jcb: 'JCB',
}

/** A card network as the guest reads it (the platform names it in lower case). */
export const networkName = (network: string) => NETWORK_NAMES[network] ?? network

/** The value of the payment choice that means a card typed in now (on the payment service's page) rather than a saved one. */
export const NEW_CARD = 'new'

/** The value of the payment choice that keeps the card the cart already has (back on the form to change another detail). */
export const KEPT_CARD = 'kept'
