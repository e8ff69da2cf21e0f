// States and provinces on the address forms (spec 001 §7 country and state lookups). The
// platform lists them for a few countries; the form offers every such country's states in
// one list, grouped by country, so it works without a script whatever country is chosen.
// The list posts ISO 3166-2 codes (US-TX, AU-WA) so that a state is checked against the
// country chosen; a bare code (TX) is taken as the chosen country's.

/** One country's states, as the form lists them (values in ISO 3166-2). */
export type StateGroup = { countryCode: string; countryName: string; states: Array<{ value: string; name: string }> }

/** The countries whose addresses carry a state from the platform's list. */
export const COUNTRIES_WITH_STATES = ['US', 'CA', 'AU'] as const

const ISO_SUBDIVISION = /^([A-Z]{2})-([A-Z0-9]{1,3})$/

/** The form's value for an address's state: the ISO 3166-2 code where the country has a list. */
export function subdivisionValue(countryCode: string, state: string): string {
	const hasList = (COUNTRIES_WITH_STATES as readonly string[]).includes(countryCode)
	return state && hasList && !ISO_SUBDIVISION.test(state) ? `${countryCode}-${state}` : state
}

/** The state's own code, as the platform takes it (TX of US-TX). */
export function stateCodeOf(value: string): string {
	return ISO_SUBDIVISION.exec(value.toUpperCase())?.[2] ?? value
}

/** A state of another country than the one chosen. */
export function stateProblem(value: string, countryCode: string): string | null {
	const country = ISO_SUBDIVISION.exec(value.toUpperCase())?.[1]
	return country && country !== countryCode ? 'stateNotInCountry' : null
}
