import { isValidPostalCode } from './postal-code.ts'
import { isEmail } from './text-input.ts'

// The guest profile of booking step two (spec 001 §3 "Guest profile", §5): names, e-mail
// and the address (the phone is phone-number.ts's), whose required parts depend on the country. Problems are
// catalogue keys, one per field, so a form can show each next to its field.

export type AddressField = 'line1' | 'city' | 'stateProvinceCode' | 'postalCode'

// Spec 001 §5 "Address form requirements by country"; every other country asks for none.
const REQUIRED_ADDRESS: Record<string, readonly AddressField[]> = {
	US: ['line1', 'city', 'stateProvinceCode', 'postalCode'],
	CA: ['line1', 'city', 'stateProvinceCode', 'postalCode'],
	AU: ['line1', 'city'],
	MX: ['line1', 'city'],
	ES: ['line1', 'city'],
	DE: ['line1', 'city'],
	JP: ['line1', 'city'],
	CN: ['city'],
	FR: ['line1', 'city', 'postalCode'],
}

/** The address parts a country requires (required inputs show an asterisk, spec 001 §5). */
export function requiredAddressFields(countryCode: string): readonly AddressField[] {
	return REQUIRED_ADDRESS[countryCode.toUpperCase()] ?? []
}

/** Spec 001 §5: HTML tags can be stripped from text. */
export const stripHtml = (text: string) => text.replace(/<[^>]*>?/g, '')

// Spec 001 §5 "Latin name": letters, spaces, hyphen, apostrophes (typographic too).
const LATIN_NAME = /^[\p{Script=Latin}][\p{Script=Latin} '’-]*$/u
// Where the locale writes names in Chinese characters, those are names too.
const CHINESE_NAME = /^[\p{Script=Han}·・]+$/u

/** Locales whose guests may give their names in Chinese characters. */
export const writesChineseNames = (locale: string) => /^zh\b/i.test(locale)

/** Longest given name or surname we take (the spec shows none; ours, as the platform's profile fields). */
export const NAME_MAX_LENGTH = 40

/** Longest phone we take as typed: E.164's 15 digits and its +, with room for the spaces, dots, dashes and brackets people type (ours; the rule is phone-number.ts's). */
export const PHONE_MAX_LENGTH = 25

/** Longest comment we pass on to the hotel (the spec shows none; ours). */
export const COMMENTS_MAX_LENGTH = 500

export function nameProblem(name: string, locale: string): 'nameRequired' | 'nameTooLong' | 'nameInvalid' | null {
	const value = name.trim()
	if (!value) return 'nameRequired'
	if (value.length > NAME_MAX_LENGTH) return 'nameTooLong'
	if (LATIN_NAME.test(value)) return null
	return writesChineseNames(locale) && CHINESE_NAME.test(value) ? null : 'nameInvalid'
}

export function emailProblem(email: string): 'emailRequired' | 'emailInvalid' | null {
	const value = email.trim()
	if (!value) return 'emailRequired'
	return isEmail(value) ? null : 'emailInvalid'
}

export type GuestAddress = { countryCode: string; line1?: string; city?: string; stateProvinceCode?: string; postalCode?: string }

/** Each address part's problem, for the country's required parts and its postal-code rule. */
export function addressProblems(address: GuestAddress): Partial<Record<AddressField, 'required' | 'postalCodeInvalid'>> {
	const problems: Partial<Record<AddressField, 'required' | 'postalCodeInvalid'>> = {}
	for (const field of requiredAddressFields(address.countryCode)) {
		if (!stripHtml(address[field] ?? '').trim()) problems[field] = 'required'
	}
	const postalCode = address.postalCode?.trim()
	if (postalCode && !problems.postalCode && !isValidPostalCode(postalCode, address.countryCode)) problems.postalCode = 'postalCodeInvalid'
	return problems
}

// Countries whose residents cannot join while booking (issue 13, from the platform's rules).
const NO_INLINE_ENROLLMENT = new Set(['CU', 'KP', 'SY', 'IR'])

export const mayJoinWhileBooking = (countryCode: string) => !NO_INLINE_ENROLLMENT.has(countryCode.toUpperCase())
