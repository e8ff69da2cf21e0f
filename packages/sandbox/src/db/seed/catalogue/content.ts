import type { contentItems } from '../../schema/index.ts'

type Item = { name: string; file: string; locale?: string }

// Alternate hotel logos (the item whose name says "logo" wins, spec 000 §7) among a
// hotel's other tagged images. New York has more than the search's limit of five, and
// its logo is not the first item, so both rules are visible.
const ITEMS: Record<string, Item[]> = {
	NYCMC: [
		{ name: 'Times Square at dusk', file: 'times-square-dusk.jpg' },
		{ name: 'Lobby atrium', file: 'lobby-atrium.jpg' },
		{ name: 'Meridian New York Times Square alternate logo', file: 'logo-alternate.svg' },
		{ name: 'Broadway Lounge', file: 'broadway-lounge.jpg' },
		{ name: 'Deluxe King room', file: 'deluxe-king.jpg' },
		{ name: 'Fitness centre', file: 'fitness.jpg' },
		{ name: 'Rooftop terrace', file: 'rooftop.jpg' },
		{ name: 'Meridian Nueva York Times Square logo alternativo', file: 'logo-alternate-es.svg', locale: 'es-ES' },
	],
	CHIRZ: [
		{ name: 'The Ritz-Carlton, Chicago crest logo', file: 'logo-crest.svg' },
		{ name: 'Greenhouse lobby', file: 'greenhouse.jpg' },
	],
	MILBG: [
		{ name: 'Bulgari garden', file: 'garden.jpg' },
		{ name: 'Bulgari Hotel Milano logo in gold', file: 'logo-gold.svg' },
	],
	SHAMC: [{ name: 'Meridian Shanghai Pudong bilingual logo', file: 'logo-bilingual.svg' }],
	TYOMC: [{ name: 'Ginza at night', file: 'ginza-night.jpg' }],
	AUAMV: [
		{ name: 'Palm Beach villas at sunset', file: 'palm-beach-villas.jpg' },
		{ name: 'Meridian Vacation Club Aruba Ocean Club logo', file: 'logo-ocean-club.svg' },
	],
	BERDS: [{ name: 'Hotel Spreewerk Berlin logo on the river front', file: 'logo-river.svg' }],
}

export const SEED_CONTENT_ITEMS: Array<typeof contentItems.$inferInsert> = Object.entries(ITEMS).flatMap(([propertyId, items]) =>
	items.map((item, index) => {
		const folder = `/content/dam/${propertyId.toLowerCase()}/tagged`
		return {
			id: `${propertyId}-${index + 1}`,
			propertyId,
			name: item.name,
			imageUrl: `${folder}/${item.file}`,
			link: `${folder}/${item.file}`,
			locale: item.locale ?? 'en-US',
			position: index + 1,
		}
	}),
)
