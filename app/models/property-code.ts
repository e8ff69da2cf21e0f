import { z } from 'zod'

// A hotel's property (MARSHA) code: letters and digits, as short as the platform's test
// hotels and as long as its longest codes. URLs and forms may give it in lower case or
// padded, so every reader normalises before it checks.
export const PROPERTY_CODE_PATTERN = /^[A-Z0-9]{2,10}$/

/** Trimmed and upper-cased: `' chirz '` → `CHIRZ`. */
export function normalizePropertyCode(value: string): string {
	return value.trim().toUpperCase()
}

/** Whether a value already normalised is a property code. */
export function isPropertyCode(value: string): boolean {
	return PROPERTY_CODE_PATTERN.test(value)
}

/** A property code as a URL or form may give it (`?propertyCode=chirz`), normalised; null when it cannot be one. */
export function propertyCodeFrom(value: unknown): string | null {
	if (typeof value !== 'string') return null
	const code = normalizePropertyCode(value)
	return isPropertyCode(code) ? code : null
}

/** The property code a seoNickname starts with: `nycmc-meridian-…` → `NYCMC`; null when it cannot be one. */
export function propertyCodeOf(seoNickname: string): string | null {
	return propertyCodeFrom(seoNickname.split('-')[0] ?? '')
}

/** A query or form field holding a property code, normalised. */
export const PropertyCodeSchema = z.string().trim().toUpperCase().regex(PROPERTY_CODE_PATTERN)
