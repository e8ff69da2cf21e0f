// Recently viewed hotels (spec 000 §3, §4, §9): newest first, one entry per hotel,
// at most 10, none older than 60 days (age in whole days, rounded up).
export const RECENTLY_VIEWED_MAX = 10
export const RECENTLY_VIEWED_MAX_DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000

export type RecentlyViewed = { marshaCode: string; name: string; createdAt: string }

/** Spec 000 §3 "Recently viewed property": the fields the original keeps for each hotel. */
export type RecentlyViewedProperty = RecentlyViewed & {
	address: string
	imageUrl: string
	latitude: number
	longitude: number
	marshaBrandCode: string
	numberOfReviewsCount: number
	starsCount: number
	postalAddress: string
	state: string
	country: string
}

/**
 * Spec 000 §9 / 001 §9: of the 10 kept, a phone and a tablet show 2 and a desktop 3. The
 * page sends the desktop's 3 and CSS hides the third below the desktop breakpoint
 * (app/ui/styles), so the count follows the viewport without JavaScript.
 */
export const RECENTLY_VIEWED_SHOWN = { mobile: 2, tablet: 2, desktop: 3 } as const

/** The entries a page sends: as many as the widest viewport shows. */
export const recentlyViewedShown = <Entry>(list: readonly Entry[]) => list.slice(0, Math.max(...Object.values(RECENTLY_VIEWED_SHOWN)))

export function ageInDays(createdAt: string, now: Date): number {
	return Math.ceil((now.getTime() - Date.parse(createdAt)) / DAY_MS)
}

/** The list after viewing `entry` at `now`: it goes to the front; an empty name is not added. */
export function addRecentlyViewed<Entry extends RecentlyViewed>(list: readonly Entry[], entry: Entry, now: Date): Entry[] {
	const fresh = list.filter(
		(item) => item.marshaCode.toUpperCase() !== entry.marshaCode.toUpperCase() && ageInDays(item.createdAt, now) <= RECENTLY_VIEWED_MAX_DAYS,
	)
	if (!entry.name.trim()) return fresh.slice(0, RECENTLY_VIEWED_MAX)
	return [{ ...entry, createdAt: now.toISOString() }, ...fresh].slice(0, RECENTLY_VIEWED_MAX)
}
