import { dateTimeFormat } from './intl-formats.ts'

// Promotions a member registers for (spec 000 /promotion). The code comes from a URL or a
// form, so it is checked before it goes anywhere; a value that cannot be one is "no code".

export const PROMOTION_PATH = '/promotion'

const PROMOTION_CODE_PATTERN = /^[A-Z0-9]{1,20}$/

/** A promotion code as a URL or form may give it (`?code=weekend3`), upper-cased; null when it cannot be one. */
export function promotionCodeFrom(value: unknown): string | null {
	if (typeof value !== 'string') return null
	const code = value.trim().toUpperCase()
	return PROMOTION_CODE_PATTERN.test(code) ? code : null
}

/** The page of one promotion, without the locale (sign-in places it under the visitor's). */
export const promotionPathOf = (code: string) => `${PROMOTION_PATH}?code=${encodeURIComponent(code)}`

/** Today's date (YYYY-MM-DD) as the platform counts it: in UTC. */
export const utcToday = (now: Date) => now.toISOString().slice(0, 10)

export type PromotionState = 'registered' | 'closed' | 'open'

/**
 * What the page offers: a member registered stays registered after the end date (the
 * platform answers success); anyone else can register until the end date, UTC, before the
 * stays begin too.
 */
export function promotionState(promotion: { registered: boolean; endDate: string }, today: string): PromotionState {
	if (promotion.registered) return 'registered'
	return promotion.endDate < today ? 'closed' : 'open'
}

/** A YYYY-MM-DD day as midnight UTC; null for anything else, a 30 February too. */
function dayOf(value: string): Date | null {
	const date = new Date(`${value}T00:00:00Z`)
	return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null
}

/** The stay dates as one range in the locale ("March 1 – 30, 2027"); null when the platform sent no dates we can read. */
export function stayDatesText(startDate: string, endDate: string, locale: string): string | null {
	const start = dayOf(startDate)
	const end = dayOf(endDate)
	if (!start || !end || end < start) return null
	return dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).formatRange(start, end)
}
