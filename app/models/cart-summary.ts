import { formatMoney } from './money.ts'
import { minutesLeft } from './reservation-pages.ts'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { numberFormat, dateTimeFormat } from './intl-formats.ts'

// A cart as people read it: every amount, date and time already written for the
// visitor's locale, so the guest-information page and the sticky bar only lay it out.

/** What the sticky bar's operation answers: enough of a cart to summarize it. */
export type CartBasics = Pick<
	Cart,
	'id' | 'expiresAt' | 'property' | 'checkInDate' | 'checkOutDate' | 'lengthOfStay' | 'items' | 'total' | 'totalPoints' | 'currency'
>

export type CartSummary = {
	hotelName: string
	checkIn: string
	checkOut: string
	nights: number
	rooms: Array<{
		ordinal: number
		roomName: string
		rateName: string
		adults: number
		children: number
		total: string
		points: string | null
		cancellationPolicy: string
		/** Each night's rate before taxes (spec 001 §1 summary of charges, per night); empty for a points rate. */
		nightly: Array<{ date: string; amount: string }>
	}>
	total: string
	totalPoints: string | null
	/** "6:15 AM EDT": the time the room stays held until, in hotel time. */
	heldUntil: string
	minutesLeft: number
}

/** A calendar date (YYYY-MM-DD) in the locale's words; the date is the hotel's, so no time zone shifts it. */
export function formatStayDate(date: string, locale: string): string {
	const instant = new Date(`${date}T00:00:00Z`)
	if (Number.isNaN(instant.getTime())) return date
	return dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(instant)
}

/** The hour a cart is held until, with its time zone named (the server's; a person's own may differ). */
export function formatHeldUntil(expiresAt: string, locale: string, timeZone?: string): string {
	const instant = new Date(expiresAt)
	if (Number.isNaN(instant.getTime())) return ''
	return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(instant)
}

export const formatPoints = (points: number | null | undefined, locale: string) =>
	typeof points === 'number' && points > 0 ? numberFormat(locale).format(points) : null

/** timeZone defaults to the hotel's: the hold is said in hotel time, as check-in times are. */
export function summarizeCart(cart: CartBasics, locale: string, now: Date, timeZone = cart.property.basicInformation.timeZone ?? 'UTC'): CartSummary {
	return {
		hotelName: cart.property.basicInformation.name,
		checkIn: formatStayDate(cart.checkInDate, locale),
		checkOut: formatStayDate(cart.checkOutDate, locale),
		nights: cart.lengthOfStay,
		rooms: [...cart.items]
			.sort((a, b) => a.ordinal - b.ordinal)
			.map((item) => ({
				ordinal: item.ordinal,
				roomName: item.product.room.name,
				rateName: item.product.ratePlan.name,
				adults: item.adults,
				children: item.children,
				total: formatMoney(item.product.totalWithTaxes, item.product.totalWithTaxes.currency, locale),
				points: item.product.ratePlan.isRedemption ? formatPoints(item.product.totalPoints, locale) : null,
				cancellationPolicy: item.product.ratePlan.cancellationPolicy,
				nightly: item.product.ratePlan.isRedemption
					? []
					: item.product.nightly.map((night) => ({
							date: formatStayDate(night.date, locale),
							amount: formatMoney(night.amount, night.amount.currency, locale),
						})),
			})),
		total: formatMoney(cart.total, cart.total.currency || cart.currency, locale),
		totalPoints: formatPoints(cart.totalPoints, locale),
		heldUntil: formatHeldUntil(cart.expiresAt, locale, timeZone),
		minutesLeft: minutesLeft(cart.expiresAt, now),
	}
}

/** The guest-information page adds the amounts before taxes and the taxes. */
export function cartTotals(cart: Pick<Cart, 'subtotal' | 'totalTaxes' | 'total' | 'currency'>, locale: string) {
	const money = (amount: Cart['total']) => formatMoney(amount, amount.currency || cart.currency, locale)
	return { subtotal: money(cart.subtotal), taxes: money(cart.totalTaxes), total: money(cart.total) }
}
