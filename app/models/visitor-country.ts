import { firstLanguage } from './sign-in-availability.ts'

// The app has no geolocation, so the country a rule needs (spec 000 §6: no online join
// from some countries) is read from the region of the visitor's first language: `fa-IR`
// → IR. A first language with no region (`fa`, `es-419`) names no country.
const COUNTRY_CODE = /^[A-Z]{2}$/

/** The country of the first tag of an Accept-Language header, or null when it names none. */
export function countryOfLanguage(acceptLanguage: string | null): string | null {
	const tag = firstLanguage(acceptLanguage)?.replaceAll('_', '-')
	if (!tag || tag === '*') return null
	try {
		const region = new Intl.Locale(tag).region?.toUpperCase()
		return region && COUNTRY_CODE.test(region) ? region : null
	} catch {
		// Not a language tag at all (RangeError): a header we cannot read names no country.
		return null
	}
}
