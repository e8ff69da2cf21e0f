// Password rules (spec 001 §5): 8 to 20 characters of letters, digits and @!#$&?%=_,
// with a lower-case and an upper-case letter, and a digit or one of those characters.

import type { FieldLimits } from './field-limits.ts'

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-length.ts'

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }

/** A new password's field: always asked, never longer than the rules allow (the server says which rule a shorter one breaks). */
export const NEW_PASSWORD_LIMITS = { required: true, maxLength: PASSWORD_MAX_LENGTH } satisfies FieldLimits

export type PasswordProblem = 'passwordRequired' | 'passwordLength' | 'passwordCharacters' | 'passwordStrength'

export function newPasswordProblem(password: string): PasswordProblem | null {
	if (!password) return 'passwordRequired'
	if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'passwordLength'
	if (!/^[A-Za-z0-9@!#$&?%=_]+$/.test(password)) return 'passwordCharacters'
	return /[a-z]/.test(password) && /[A-Z]/.test(password) && /[0-9@!#$&?%=_]/.test(password) ? null : 'passwordStrength'
}

/** Each rule on its own, for the join page's live checklist: which the password meets so far. */
export function passwordChecks(password: string) {
	return {
		length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
		lower: /[a-z]/.test(password),
		upper: /[A-Z]/.test(password),
		digitOrSpecial: /[0-9@!#$&?%=_]/.test(password),
		characters: password.length > 0 && /^[A-Za-z0-9@!#$&?%=_]+$/.test(password),
	}
}
