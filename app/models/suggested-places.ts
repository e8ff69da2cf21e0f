import type { SuggestedPlace } from '@meridian/upstream-contract/catalogue.ts'

// Suggested places for the destination search (spec 001 §7 "suggested places, used by
// the destination search"). Without JavaScript the results page offers them as links
// when the destination names no one place ("new": New York the city, New York the state,
// New Zealand…); with it, the field also proposes them as the visitor types.

/** Shortest destination worth suggesting for; the platform answers none below it. */
export const SUGGESTION_MIN_LENGTH = 2
/** Most places a page lists. */
export const SUGGESTION_LIMIT = 8

const fold = (text: string) =>
	text
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.trim()

/** Whether the destination names exactly one of the places (its name or its full description), case and accents aside. */
export function namesOnePlace(destination: string, places: readonly SuggestedPlace[]): boolean {
	const wanted = fold(destination)
	return places.filter((place) => fold(place.name) === wanted || fold(place.description) === wanted).length === 1
}

/** The suggestions a results page shows: none when the destination already names one place. */
export function suggestionsFor(destination: string, places: readonly SuggestedPlace[]): SuggestedPlace[] {
	if (fold(destination).length < SUGGESTION_MIN_LENGTH || namesOnePlace(destination, places)) return []
	return places.slice(0, SUGGESTION_LIMIT)
}

/** What /search/suggestedPlaces answers the field with. */
export type SuggestionsAnswer = { places: Array<Pick<SuggestedPlace, 'name' | 'description'>> }
