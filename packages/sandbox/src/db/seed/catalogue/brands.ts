import type { brands, currencies } from '../../schema/index.ts'

// Minor units per currency (spec 001 §9: KRW has no decimals; JPY neither).
export const SEED_CURRENCIES: Array<typeof currencies.$inferInsert> = [
	{ code: 'USD', decimalPoint: 2 },
	{ code: 'CAD', decimalPoint: 2 },
	{ code: 'MXN', decimalPoint: 2 },
	{ code: 'GBP', decimalPoint: 2 },
	{ code: 'EUR', decimalPoint: 2 },
	{ code: 'CNY', decimalPoint: 2 },
	{ code: 'HKD', decimalPoint: 2 },
	{ code: 'JPY', decimalPoint: 0 },
	{ code: 'KRW', decimalPoint: 0 },
	{ code: 'AUD', decimalPoint: 2 },
	// No hotel charges these; prices may be shown in them (spec 001 §9 currency list).
	// Rupiah amounts are shown whole, as hotels publish them.
	{ code: 'ZAR', decimalPoint: 2 },
	{ code: 'IDR', decimalPoint: 0 },
	{ code: 'RUB', decimalPoint: 2 },
	{ code: 'ILS', decimalPoint: 2 },
]

// MC is the flagship and takes housekeeping opt-in; RZ, BG, JW and EB are luxury brands
// excluded from it (spec 001 §6), and RZ and BG have their own partner flows. RZ, MV, DS
// and BG are the landing page redirection brands (spec 001 §6). MV, the chain's vacation
// club (excluded from housekeeping opt-in too), and DS, a collection of independent design
// hotels, are not luxury brands: their hotels have the flagship's kinds of rooms.
export const SEED_BRANDS = [
	{ code: 'MC', name: 'Meridian', isLuxury: false },
	{ code: 'RZ', name: 'The Ritz-Carlton', isLuxury: true },
	{ code: 'BG', name: 'Bulgari', isLuxury: true },
	{ code: 'JW', name: 'JW Meridian', isLuxury: true },
	{ code: 'EB', name: 'EDITION', isLuxury: true },
	{ code: 'MV', name: 'Meridian Vacation Club', isLuxury: false },
	{ code: 'DS', name: 'Design Hotels', isLuxury: false },
] as const satisfies ReadonlyArray<typeof brands.$inferInsert>

export type BrandCode = (typeof SEED_BRANDS)[number]['code']

export const isLuxuryBrand = (code: BrandCode): boolean => SEED_BRANDS.some((brand) => brand.code === code && brand.isLuxury)

export const decimalPointOf = (currency: string): number => {
	const found = SEED_CURRENCIES.find((c) => c.code === currency)
	if (!found) throw new Error(`No seeded currency ${currency}`)
	return found.decimalPoint
}
