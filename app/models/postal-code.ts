// Spec 000 §5 / 001 §5: US five digits with an optional hyphen and four more; Canada
// letter-digit-letter, optional space, digit-letter-digit; every other country is valid.
const PATTERNS: Record<string, RegExp> = {
	US: /^\d{5}(-\d{4})?$/,
	CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
}

export function isValidPostalCode(postalCode: string, countryCode: string): boolean {
	const pattern = PATTERNS[countryCode.toUpperCase()]
	return pattern ? pattern.test(postalCode.trim()) : true
}
