import { rateCardAnchor, type RateCardView } from './rate-card.ts'

// The rate list's "what matters most in your room?" choice (spec 001 §7 recommended
// product by preference). The platform takes any string; we send only the ones we offer,
// so a hand-edited query never reaches it: an unknown value is no preference at all.

export const ROOM_PREFERENCES = ['KING', 'TWO_BEDS'] as const
export type RoomPreference = (typeof ROOM_PREFERENCES)[number]

/** The query name the choice travels in. */
export const ROOM_PREFERENCE_PARAM = 'roomPreference'

/** The visitor's preference from the query; null when absent or not one we offer (never an error). */
export function roomPreferenceOf(params: URLSearchParams): RoomPreference | null {
	const value = params.get(ROOM_PREFERENCE_PARAM)?.trim().toUpperCase()
	return ROOM_PREFERENCES.find((preference) => preference === value) ?? null
}

/** The search's canonical query with the preference after it, so a valid choice survives the canonical redirect. */
export const withRoomPreference = (query: string, preference: RoomPreference | null) =>
	preference ? `${query}&${new URLSearchParams({ [ROOM_PREFERENCE_PARAM]: preference })}` : query

/** The in-page link to the recommended room's first rate card on this tab; null when the tab lists none of it. */
export function recommendedRoomHref(cards: readonly Pick<RateCardView, 'id' | 'roomCode'>[], roomTypeCode: string): string | null {
	const card = cards.find((candidate) => candidate.roomCode === roomTypeCode)
	return card ? `#${rateCardAnchor(card.id)}` : null
}

/** The preference form's words and the recommendation, as the rate list hands them to app/ui. */
export type RecommendedRoomView = {
	name: typeof ROOM_PREFERENCE_PARAM
	legend: string
	submit: string
	choices: Array<{ value: RoomPreference; label: string; checked: boolean }>
	/** Null without a preference, or when its call failed. */
	result: { kind: 'found' | 'none'; text: string; href: string | null; linkText: string } | null
}
