import { getExampleNumber, isSupportedCountry, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max'
import metadata from 'libphonenumber-js/max/metadata'
import examples from 'libphonenumber-js/mobile/examples'
import { problemWith } from './field-problem.ts'
import { PHONE_MAX_LENGTH } from './guest-profile.ts'

// A guest's mobile number, from anywhere (issue 31): the spec's lengths (spec 001 §5: Hong
// Kong 8, China 11, default 10) were one market's, so the world's numbering plans decide,
// through libphonenumber. Server-side only: its metadata (~40 KB gzip) stays out of the
// browser, where no form checks a phone before posting.
//
// A number the full metadata knows must be of a kind that takes texts (not a landline or a
// toll-free line). One in a range it does not know is not refused for that alone, as the
// library's author advises for what people type: an operator may have opened the range
// since, and the UK keeps 07700 900xxx for examples. Such a number must have a length
// possible for its country and the length of that country's mobiles. The spec's Hong Kong
// and China lengths hold. Why so: docs/decisions/024-phone-numbers-from-anywhere.md.

// Digits, an optional + first, and what people put between digits.
const TYPED_PHONE = /^\+?[\d\s().\-/]+$/

// Types a text cannot reach; anything else possible (a mobile, a US number that may be one, an unknown range) is taken.
const CANNOT_TAKE_TEXTS = new Set(['FIXED_LINE', 'TOLL_FREE', 'PREMIUM_RATE', 'SHARED_COST', 'UAN', 'VOICEMAIL', 'PAGER'])

// Spec 001 §5's lengths where it names a country, as national digits.
const SPEC_LENGTH: Partial<Record<string, number>> = { HK: 8, CN: 11 }

/** How a typed number is read: a national number in `country`'s plan, or one after `callingCode` (`44`); a number with + is read as it says. */
export type PhoneContext = { country: string } | { callingCode: string }

export type MobileNumber = { e164: string; problem: null } | { e164: null; problem: string }

/** The mobile number in E.164 (`+34612345678`), or the problem to show: what a number of that country looks like. */
export function mobileNumberOf(typed: string, context: PhoneContext): MobileNumber {
	const value = typed.trim()
	const number = value.length <= PHONE_MAX_LENGTH && TYPED_PHONE.test(value) ? parsed(value, context) : undefined
	if (number && takesTexts(number)) return { e164: number.number, problem: null }
	return { e164: null, problem: problemFor(number ? (number.country ?? mainCountryOf(number.countryCallingCode)) : countryOf(context)) }
}

/** The message for a number that is not a mobile where `context` reads it, with an example of one (e.g. +34 612 34 56 78). */
export const mobileNumberProblem = (context: PhoneContext) => problemFor(countryOf(context))

function problemFor(country: string | undefined): string {
	const code = country?.toUpperCase()
	const example = code && isSupportedCountry(code) ? getExampleNumber(code, examples) : undefined
	if (!code || !example) return problemWith('phoneWithCountryCode', { example: getExampleNumber('GB', examples)?.formatInternational() ?? '' })
	return problemWith('phoneForCountry', { country: code, example: example.formatInternational() })
}

/** A phone field's problem: none when it holds a number that takes texts, or is empty and optional. */
export function phoneProblem(typed: string, context: PhoneContext, { required }: { required: boolean }): string | null {
	if (!typed.trim()) return required ? 'phoneRequired' : null
	return mobileNumberOf(typed, context).problem
}

/** A checked phone field's number in E.164, or '' for an empty one. */
export const e164Of = (typed: string, context: PhoneContext) => (typed.trim() ? (mobileNumberOf(typed, context).e164 ?? '') : '')

/** A stored E.164 number as guests read it (+44 7700 900123); anything else as it is. */
export const phoneForDisplay = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone

function parsed(value: string, context: PhoneContext): PhoneNumber | undefined {
	if ('callingCode' in context) {
		// An unknown calling code makes the library throw; the number must then carry its own.
		const callingCode = context.callingCode.replace(/\D/g, '')
		return mainCountryOf(callingCode) ? parsePhoneNumberFromString(value, { defaultCallingCode: callingCode }) : parsePhoneNumberFromString(value)
	}
	const country = context.country.toUpperCase()
	return isSupportedCountry(country) ? parsePhoneNumberFromString(value, country) : parsePhoneNumberFromString(value)
}

function takesTexts(number: PhoneNumber): boolean {
	if (!number.isPossible()) return false
	const country = number.country ?? mainCountryOf(number.countryCallingCode)
	const specLength = country ? SPEC_LENGTH[country] : undefined
	if (specLength !== undefined && number.nationalNumber.length !== specLength) return false
	if (number.isValid()) return !CANNOT_TAKE_TEXTS.has(number.getType() ?? '')
	// A range the metadata does not know (newer, or kept for examples): as long as the
	// country's mobiles, and not a trunk 0 the library kept because the rest did not fit.
	const example = country ? getExampleNumber(country, examples) : undefined
	return example?.nationalNumber.length === number.nationalNumber.length && !number.nationalNumber.startsWith('0')
}

const mainCountryOf = (callingCode: string) => metadata.country_calling_codes[callingCode.replace(/\D/g, '')]?.[0] as CountryCode | undefined

// The country a problem names when the number says none: the form's, or the calling code's main one (+1: the US).
function countryOf(context: PhoneContext): CountryCode | undefined {
	if ('callingCode' in context) return mainCountryOf(context.callingCode)
	const country = context.country.toUpperCase()
	return isSupportedCountry(country) ? country : undefined
}
