// Recently viewed hotels (spec 000 §3, §4, §9): newest first, one entry per hotel,
// at most 10, none older than 60 days (age in whole days, rounded up).
export const RECENTLY_VIEWED_MAX = 10
export const RECENTLY_VIEWED_MAX_DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000

export type RecentlyViewed = { marshaCode: string; name: string; createdAt: string }

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
