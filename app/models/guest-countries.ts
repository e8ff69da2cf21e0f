import { displayNames } from './intl-formats.ts'

// The countries a guest's address may be in, in the page's language and its order. The
// spec lists none; ours: the countries of the hotels and of the address rules (spec 001
// §5), and the largest markets. The names come from the runtime's own data (Intl).

const GUEST_COUNTRY_CODES = [
	'US',
	'CA',
	'MX',
	'BR',
	'GB',
	'IE',
	'FR',
	'DE',
	'ES',
	'IT',
	'NL',
	'CH',
	'AE',
	'IN',
	'CN',
	'HK',
	'JP',
	'KR',
	'SG',
	'TH',
	'AU',
	'NZ',
	'ZA',
]

export function guestCountries(locale: string): Array<{ code: string; name: string }> {
	const names = displayNames(locale, { type: 'region' })
	return GUEST_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** The country the form starts with: the visitor's, when the list has it, else the US (spec 000 §9 default). */
export const defaultGuestCountry = (country: string | null) => (country && GUEST_COUNTRY_CODES.includes(country) ? country : 'US')
