// The cards the sandbox's payment service knows (README "Booking with the sandbox"):
// any other number that passes the Luhn check is authorized too, except the declined
// one, and the 3-D Secure one asks for the issuer's confirmation first. One list, so a
// test never types a card the sandbox treats otherwise.

export const TEST_CARDS = {
	visa: { number: '4111111111111111', cvv: '123', network: 'visa' },
	mastercard: { number: '5555555555554444', cvv: '123', network: 'mastercard' },
	amex: { number: '378282246310005', cvv: '1234', network: 'amex' },
	/** Passes every check of the form; the issuer refuses it: PAYMENT_DECLINED. */
	declined: { number: '4000000000000002', cvv: '123', network: 'visa' },
	/** The payment service asks the guest to confirm it with the issuer (3-D Secure) before it issues a token. */
	threeDSecure: { number: '4000000000003220', cvv: '123', network: 'visa' },
} as const
