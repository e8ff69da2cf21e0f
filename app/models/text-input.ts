// E-mail addresses (spec 000 §5, §9): the shape and length every form's schema checks. A
// required field left empty, and an e-mail that is not one (spec 000 §4 "Text input"), are
// each form's schema's to say, on blur in the browser and on the server alike.

/** Spec 000 §9: e-mail addresses are at most 80 characters. */
export const EMAIL_MAX_LENGTH = 80

// One @, something before it, a dotted domain after it, no spaces: the shape people
// mistype, not the RFC (spec 000 §5 leaves the exact pattern out).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export function isEmail(value: string): boolean {
	const trimmed = value.trim()
	return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed)
}
