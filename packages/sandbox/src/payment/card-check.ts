// The checks a card issuer makes of a typed card, for the payment service's card form and
// the points purchase: the network by its prefix and length, the check digit, the length
// of the security code, the expiry and the name.

export type TypedCard = { cardNumber: string; cvv: string; expiryMonth: number; expiryYear: number; cardholderName: string }

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

const NETWORK_NAMES: Record<string, string> = {
	visa: 'Visa',
	mastercard: 'Mastercard',
	amex: 'American Express',
	discover: 'Discover',
	diners: 'Diners Club',
	jcb: 'JCB',
}

/** A network as a guest reads it. */
export const networkName = (network: string) => NETWORK_NAMES[network] ?? network

/** The card number's digits, however the guest grouped them. */
export const cardDigits = (typed: string) => typed.replace(/[\s-]/g, '')

/** The first field the checks refuse, as [field, why], or the network; acceptedCards: the merchant's networks, said before the rest is checked. */
export function checkCard(input: TypedCard, now: Date, acceptedCards?: readonly string[]): { network: string } | { field: string; why: string } {
	const digits = cardDigits(input.cardNumber)
	const network = networkOf(digits)
	if (!network || !passesLuhn(digits)) return { field: 'cardNumber', why: 'Not a card number we accept' }
	if (acceptedCards && !acceptedCards.includes(network)) {
		return { field: 'cardNumber', why: `The hotel does not take ${networkName(network)}: use one of the cards listed above` }
	}
	if (!new RegExp(`^\\d{${network === 'amex' ? 4 : 3}}$`).test(input.cvv)) return { field: 'cvv', why: 'The security code has the wrong length' }
	const month = input.expiryYear * 12 + (input.expiryMonth - 1)
	const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth()
	if (input.expiryMonth < 1 || input.expiryMonth > 12 || month < thisMonth || input.expiryYear > now.getUTCFullYear() + 10) {
		return { field: 'expiryMonth', why: 'The card has expired or the expiry is not a date' }
	}
	if (!input.cardholderName.trim()) return { field: 'cardholderName', why: 'The name on the card is required' }
	return { network }
}
