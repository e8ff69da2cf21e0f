// The sign-in form (spec 000 §3 "Sign-in form state", §5). Field names are the spec's:
// email (member number or e-mail), pwrd, rememberMe, returnTo. Error messages are
// catalogue keys under `signIn.errors.` named as the spec's labels.
import type { FormLimits } from './field-limits.ts'

export const EMAIL_MAX_LENGTH = 80
export const PASSWORD_MAX_LENGTH = 20

/** What the sign-in form asks (sign-in-schema.ts holds the same lengths; field-limits.test.ts compares them). */
export const SIGN_IN_LIMITS = {
	email: { required: true, maxLength: EMAIL_MAX_LENGTH },
	pwrd: { required: true, maxLength: PASSWORD_MAX_LENGTH },
} satisfies FormLimits

// The spec leaves the exact bounds unshown; these are ours (docs/decisions/016).
const NO_SPACE_OR_AT = /^[^\s@]+$/
const MEMBER_NUMBER = /^\d{9,12}$/
// A mobile number is written with its country code: + and 7 to 15 digits, spaces between
// (spec 000 §5 phone: digits, plus, space). A run of bare digits is read as a member number.
const MOBILE_NUMBER = /^\+(?:\d ?){6,14}\d$/
const CHINA_MOBILE = /^(\+?86 ?)?1\d{10}$/ // China: 11 digits (spec 000 §9)
const DIGITS = /^\d+$/
const LOOKS_NUMERIC = /^[+\d\s-]+$/

export type IdentifierMode = 'combined' | 'credentials'
export type SignInVariant = {
	/** A remembered user signs in with the password only; the e-mail is fixed. */
	remembered: boolean
	/** 'credentials' in mobile-auth mode, the China locale or test mode (spec 000 §5). */
	identifierMode: IdentifierMode
}

/**
 * Mobile-auth mode, the China locale and test mode check the identifier against the
 * credential patterns (e-mail, member number or China mobile); others use the combined check.
 */
export function identifierModeFor({ locale, mobileAuth, testMode }: { locale: string; mobileAuth: boolean; testMode: boolean }): IdentifierMode {
	return mobileAuth || testMode || locale.toLowerCase().startsWith('zh') ? 'credentials' : 'combined'
}

/**
 * Something, one @, then a domain with a dot inside it (not first, not last); no spaces.
 * In code, not as the pattern it was (`^[^\s@]+@[^\s@]+\.[^\s@]+$`): that one backtracked
 * over every dot of the domain and took quadratic time on a long run of them (issue 28).
 */
function looksLikeEmail(identifier: string): boolean {
	const at = identifier.indexOf('@')
	const name = identifier.slice(0, at)
	const domain = identifier.slice(at + 1)
	return at > 0 && NO_SPACE_OR_AT.test(name) && NO_SPACE_OR_AT.test(domain) && domain.slice(1, -1).includes('.')
}

/** Why an identifier is refused, as a catalogue key, or null when it is fine. */
export function identifierProblem(identifier: string, mode: IdentifierMode): string | null {
	if (mode === 'credentials') {
		const ok = looksLikeEmail(identifier) || MEMBER_NUMBER.test(identifier) || CHINA_MOBILE.test(identifier.replaceAll(' ', ''))
		return ok ? null : 'credentialsErrorMessage'
	}
	if (identifier.includes('@')) return looksLikeEmail(identifier) ? null : 'invalidEmailOrMemberError'
	if (MEMBER_NUMBER.test(identifier) || MOBILE_NUMBER.test(identifier)) return null
	// Something that looks like a phone or member number gets the gentler warning; bare
	// digits of the wrong length, the member number's own.
	if (DIGITS.test(identifier)) return 'membershipNumberWarningMessage'
	return LOOKS_NUMERIC.test(identifier) ? 'signInInlineWarnMessage' : 'invalidEmailOrMemberError'
}

/** The platform's refusals about the identifier typed (decision 016): beside that field, not above the form (sign-in-outcome.ts). */
export const IDENTIFIER_REFUSALS: ReadonlySet<string> = new Set(['phoneNumberVerificationMessage', 'membershipVerificationMessage'])

// Messages beside the identifier saying it cannot sign in as typed: the number warnings
// above, and the platform's verification refusals.
const PAGE_WARNED = new Set(['signInInlineWarnMessage', 'membershipNumberWarningMessage', ...IDENTIFIER_REFUSALS])

/** The page-level warning above the form for the identifier's message (spec 000 §5), or null for the usual summary. */
export function identifierPageWarning(identifierMessage: string | undefined): string | null {
	return identifierMessage && PAGE_WARNED.has(identifierMessage) ? 'signInPageWarnMessage' : null
}
