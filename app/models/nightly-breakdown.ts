import type { NightlyProduct } from '@meridian/upstream-contract/catalogue.ts'
import { PlanOrRoomCodeSchema, parseStayQuery, type StayQuery } from './rate-details.ts'
import { formatMoney } from './money.ts'
import { numberFormat, dateTimeFormat } from './intl-formats.ts'

// A rate night by night (spec 001 §7 nightly products): what one room costs each night
// of the stay, before taxes, the taxes and the total, as the rate details page lists it
// when the rate card's link names the room and the stay.

/** The room and stay of a rate details address, or null when it names none (or not usably). */
export function nightlyRequestOf(query: Record<string, string>, locale: string, today: Date): ({ roomCode: string } & StayQuery) | null {
	if (!query.roomCode || !query.fromDate) return null
	const roomCode = PlanOrRoomCodeSchema.safeParse(query.roomCode)
	const stay = parseStayQuery(query, locale, today)
	return roomCode.success && stay.ok ? { roomCode: roomCode.data, ...stay.stay } : null
}

export type NightlyRow = { date: string; rate: string; taxes: string; total: string; points: string | null }

export function nightlyRows(nights: readonly NightlyProduct[], locale: string): NightlyRow[] {
	const day = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
	const numbers = numberFormat(locale)
	return nights.map((night) => ({
		date: day.format(new Date(`${night.date}T00:00:00Z`)),
		rate: formatMoney(night.rate, night.rate.currency, locale),
		taxes: formatMoney(night.taxes, night.taxes.currency, locale),
		total: formatMoney(night.total, night.total.currency, locale),
		points: night.points == null ? null : numbers.format(night.points),
	}))
}
