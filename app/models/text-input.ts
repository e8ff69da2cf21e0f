// The text input's rules (spec 000 §4 "Text input", §5): a required field left empty is
// in error, and so is an e-mail field whose value is not an e-mail address. The same rules
// run on blur in the browser and on the server for a form posted without JavaScript.

/** Spec 000 §9: e-mail addresses are at most 80 characters. */
export const EMAIL_MAX_LENGTH = 80

// One @, something before it, a dotted domain after it, no spaces: the shape people
// mistype, not the RFC (spec 000 §5 leaves the exact pattern out).
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/

export type TextInputProblem = 'required' | 'email' | 'tooLong'

export function isEmail(value: string): boolean {
	const trimmed = value.trim()
	return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed)
}

/** What the input holds; only e-mail has a format rule here (numbers are checked by their form's schema). */
export type TextInputType = 'text' | 'email' | 'number' | 'search'

type Field = { value: string; required?: boolean; type?: TextInputType }

/** What is wrong with the field's value, or null. Input is trimmed first (spec 000 §5). */
export function textInputProblem({ value, required = false, type = 'text' }: Field): TextInputProblem | null {
	const trimmed = value.trim()
	if (!trimmed) return required ? 'required' : null
	if (type === 'email') {
		if (trimmed.length > EMAIL_MAX_LENGTH) return 'tooLong'
		if (!EMAIL.test(trimmed)) return 'email'
	}
	return null
}
