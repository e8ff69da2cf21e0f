import { properties } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { plainName as fold } from './reservations.ts'

// Suggested places (spec 001 §7) for the destination search: the cities, states and
// countries the chain has hotels in, matched on the start of the name first, then
// anywhere in it; accents and case ignored, most hotels first, a city before a state or
// country of as many.

const MIN_QUERY = 2
// Of places equally matched and as big, the smallest first: a city is the likelier destination.
const KIND_ORDER = ['CITY', 'STATE', 'COUNTRY']
const MAX_FIRST = 20

type Place = { kind: 'CITY' | 'STATE' | 'COUNTRY'; name: string; description: string; countryCode: string; hotelCount: number }

async function placesOf(context: GraphContext): Promise<Place[]> {
	const rows = await context.db
		.select({ city: properties.city, state: properties.stateDescription, country: properties.countryDescription, countryCode: properties.countryCode })
		.from(properties)
	const places = new Map<string, Place>()
	const count = (key: string, place: Omit<Place, 'hotelCount'>) => {
		const known = places.get(key)
		if (known) known.hotelCount += 1
		else places.set(key, { ...place, hotelCount: 1 })
	}
	for (const row of rows) {
		count(`CITY|${row.city}|${row.state ?? ''}|${row.countryCode}`, {
			kind: 'CITY',
			name: row.city,
			description: [row.city, row.state, row.country].filter(Boolean).join(', '),
			countryCode: row.countryCode,
		})
		if (row.state)
			count(`STATE|${row.state}|${row.countryCode}`, {
				kind: 'STATE',
				name: row.state,
				description: `${row.state}, ${row.country}`,
				countryCode: row.countryCode,
			})
		count(`COUNTRY|${row.countryCode}`, { kind: 'COUNTRY', name: row.country, description: row.country, countryCode: row.countryCode })
	}
	return [...places.values()]
}

export async function suggestedPlaces(context: GraphContext, query: string, first?: number | null): Promise<Place[]> {
	const needle = fold(query)
	const limit = Math.min(Math.max(first ?? 8, 0), MAX_FIRST)
	if (needle.length < MIN_QUERY || limit === 0) return []
	const rank = (place: Place) => (fold(place.name).startsWith(needle) ? 0 : fold(place.description).includes(needle) ? 1 : null)
	return (await placesOf(context))
		.map((place) => ({ place, rank: rank(place) }))
		.filter((entry): entry is { place: Place; rank: number } => entry.rank !== null)
		.sort(
			(a, b) =>
				a.rank - b.rank ||
				b.place.hotelCount - a.place.hotelCount ||
				KIND_ORDER.indexOf(a.place.kind) - KIND_ORDER.indexOf(b.place.kind) ||
				a.place.description.localeCompare(b.place.description),
		)
		.slice(0, limit)
		.map((entry) => entry.place)
}

export const suggestedPlaceResolvers: Resolvers = {
	Query: {
		suggestedPlaces: (_parent, args: { query: string; first?: number | null }, context) => suggestedPlaces(context, args.query, args.first),
	},
}
