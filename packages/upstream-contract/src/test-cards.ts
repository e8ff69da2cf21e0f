// The cards the sandbox's payment operation knows (README "Booking with the sandbox"):
// any other number that passes the Luhn check is authorized too, except the declined
// one. One list, so a test never types a card the sandbox treats otherwise.

export const TEST_CARDS = {
	visa: { number: '4111111111111111', cvv: '123', network: 'visa' },
	mastercard: { number: '5555555555554444', cvv: '123', network: 'mastercard' },
	amex: { number: '378282246310005', cvv: '1234', network: 'amex' },
	/** Passes every check of the form; the issuer refuses it: PAYMENT_DECLINED. */
	declined: { number: '4000000000000002', cvv: '123', network: 'visa' },
} as const
