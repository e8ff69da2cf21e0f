// The travel agent's IATA number on the guest-details form (spec 001 §1 travel agent number
// entry; §8 E_BAD_IATA). The spec shows no format; ours is IATA's: eight digits, the last
// the remainder of the first seven divided by seven. Whether an agency has the number is
// the platform's to say.

export const IATA_NUMBER_LENGTH = 8

export function iataNumberProblem(typed: string): 'iataInvalid' | null {
	const digits = typed.replace(/[\s-]/g, '')
	if (!digits) return null
	if (!/^\d{8}$/.test(digits)) return 'iataInvalid'
	return Number(digits.slice(0, 7)) % 7 === Number(digits[7]) ? null : 'iataInvalid'
}

export const iataDigits = (typed: string) => typed.replace(/[\s-]/g, '')
