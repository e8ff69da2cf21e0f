import type { SeedProperty } from './property-shape.ts'

// One hotel of each landing page redirection brand the regional lists lack (spec 001 §6:
// RZ, MV, DS, BG; Chicago and Milano stand for RZ and BG). Kept after the first twenty
// hotels, so titanium's saved list (the first twenty) stays what it was.
export const LANDING_BRAND_HOTELS: SeedProperty[] = [
	{
		id: 'AUAMV',
		name: 'Meridian Vacation Club Aruba Ocean Club',
		brand: 'MV',
		// Aruba's resorts price in US dollars.
		currency: 'USD',
		timeZone: 'America/Aruba',
		address: { line1: 'L.G. Smith Boulevard 99', line2: 'Palm Beach', city: 'Noord', country: { code: 'AW', description: 'Aruba' } },
		latitude: 12.5712,
		longitude: -70.0434,
		phone: '+297 555 0150',
		fax: '+297 555 0151',
		stars: 4.5,
		reviews: 1288,
		pricing: { baseRate: 455, taxRate: 0.215, points: 55_000 },
	},
	{
		id: 'BERDS',
		name: 'Hotel Spreewerk Berlin',
		brand: 'DS',
		currency: 'EUR',
		timeZone: 'Europe/Berlin',
		address: { line1: 'Holzmarktstraße 25', city: 'Berlin', country: { code: 'DE', description: 'Germany' }, postalCode: '10243' },
		latitude: 52.5108,
		longitude: 13.4253,
		phone: '+49 30 5555 0160',
		fax: '+49 30 5555 0161',
		stars: 4.6,
		reviews: 842,
		pricing: { baseRate: 245, taxRate: 0.12, points: 40_000 },
	},
]
