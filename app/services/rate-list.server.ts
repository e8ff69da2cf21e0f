import type { AppLoadContext } from '@remix-run/node'
import { hotelPagePath } from '#app/models/brand-links.ts'
import {
	completeSearch,
	needsDefaults,
	productSearchOf,
	RATE_LIST_PATH,
	RATE_TAB_PARAM_NAMES,
	RATE_TAB_PARAMS,
	searchParamsOf,
	type BookingSearch,
	type RateTabParam,
} from '#app/models/booking-search.ts'
import { type BookingSearchInput } from '#app/models/booking-search-schema.ts'
import { summarizeCart, type CartSummary } from '#app/models/cart-summary.ts'
import { nightsBetween } from '#app/models/dates.ts'
import { pointsToCover } from '#app/models/points-purchase.ts'
import { TOP_UP_PATH } from '#app/models/reservation-pages.ts'
import { localizePath } from '#app/models/locale.ts'
import { formatMoney } from '#app/models/money.ts'
import { cardPrices, needsSignIn, pointsStanding, productsOfTab, rateCardImageOf, showsRoomsLeft, type RateCardView } from '#app/models/rate-card.ts'
import { isUnavailable } from '#app/models/rooms-unavailable.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import type { Money, Product } from '@meridian/upstream-contract/booking.ts'
import type { HotelHeaderProperty } from '@meridian/upstream-contract/property.ts'
import { currentCart } from './booking-session.server.ts'
import { getEnv } from './env.server.ts'
import { logger } from './logger.server.ts'
import { noteMigrationStatus } from './migration-status.server.ts'
import { NotFound, UpstreamError } from './upstream/errors.server.ts'
import { defaultSelection, searchProductsByProperty } from './upstream/operations/booking.server.ts'
import { sharedHotel } from './shared-content.server.ts'
import type { Visitor } from './visitor.server.ts'
import { numberFormat, dateTimeFormat } from '#app/models/intl-formats.ts'

// What the rate list shows for one search: the hotel, the tab's cards with every amount
// formatted for the visitor's locale, and the links of the tabs and the taxes toggle.
// Upstream failures are thrown as they come.

export type RateListView = {
	search: BookingSearch
	hotel: { name: string; href: string; currency: string }
	stay: { from: string; to: string; nights: number; rooms: number; adults: number }
	tabs: Array<{ name: RateTabParam; href: string; current: boolean }>
	taxes: { withTaxes: boolean; toggleHref: string }
	/** Guests: where signing in brings them back to this list. */
	memberSignInHref: string | null
	/** On the points tab: the member's balance, or a sign-in link for a guest. */
	points: { balance: string | null; signInHref: string | null } | null
	/** A catalogue key under rateList. when the tab has nothing to list. */
	notice: 'groupCodeNeeded' | 'noRooms' | 'noRates' | null
	cards: RateCardView[]
	selectAction: string
	/** The search, posted with a selection. */
	hidden: Array<[string, string]>
	/** Kept across a new search from the form. */
	keep: Record<string, string>
}

type ResolvedSearch = { hotel: HotelHeaderProperty; search: BookingSearch }

/** The search with the hotel's defaults filled in; null when the platform has no such hotel. */
export async function resolveSearch(input: BookingSearchInput, visitor: Visitor): Promise<ResolvedSearch | null> {
	const [hotel, defaults] = await Promise.all([
		orNull(sharedHotel(input.propertyCode, visitor.upstream)),
		needsDefaults(input) ? orNull(defaultSelection(input.propertyCode, visitor.upstream)) : Promise.resolve(null),
	])
	if (!hotel || (needsDefaults(input) && !defaults)) return null
	// Before the list's own search: that call, and every one after it, then carries the hotel's status.
	await noteMigrationStatus(visitor, hotel)
	return { hotel, search: completeSearch(input, defaults) }
}

/** The search's own address: the one every tab, toggle and shared link uses. */
export const canonicalQueryOf = (search: BookingSearch) => searchParamsOf(search).toString()

/** Prices shown in another currency than the hotel's: the currency selector's converter. */
type Display = { convert: (money: Money) => Money }

/**
 * offersTopUp: a points rate the balance does not cover links to buying the points, and
 * back to this list (not on the modify list, whose address names the reservation).
 */
export async function rateListView(
	{ hotel, search }: ResolvedSearch,
	visitor: Visitor,
	display: Display = { convert: (money) => money },
	{ offersTopUp = true }: { offersTopUp?: boolean } = {},
): Promise<RateListView> {
	const { locale, upstream } = visitor
	const self = (change: Partial<BookingSearch> = {}) => localizePath(`${RATE_LIST_PATH}?${searchParamsOf(search, change)}`, locale)
	const here = `${RATE_LIST_PATH}?${searchParamsOf(search)}`
	const signIn = signInHref(here, locale)
	const signedIn = visitor.state === 'member'

	const needsGroupCode = search.tab === 'group' && !search.groupCode
	const result = needsGroupCode ? null : await searchProductsByProperty(productSearchOf(search), upstream)
	const unavailable = Boolean(result?.status.some(isUnavailable))
	const products = result && !unavailable ? productsOfTab(result.products, RATE_TAB_PARAMS[search.tab]) : []
	const nights = result?.lengthOfStay ?? Math.max(1, nightsBetween(search.fromDate, search.toDate))
	const numbers = numberFormat(locale)
	const money = (amount: Money) => {
		const shown = display.convert(amount)
		return formatMoney(shown, shown.currency, locale)
	}
	const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })

	const card = (product: Product, position: number): RateCardView => {
		const prices = cardPrices(product, { withTaxes: search.showFullPrice, nights, rooms: search.roomCount })
		const { room, ratePlan } = product
		const required = product.totalPoints
		const cashFree = ratePlan.isRedemption && prices.total.value === 0
		const standing = required != null && signedIn ? pointsStanding(visitor.points ?? 0, required) : null
		return {
			id: product.id,
			roomCode: room.code,
			roomName: room.name,
			roomDescription: room.description,
			image: rateCardImageOf(room, position, getEnv().IMAGE_CACHE_DOMAIN),
			features: room.features.map((feature) => feature.description),
			rateCode: ratePlan.code,
			rateName: ratePlan.name,
			rateDescription: ratePlan.description,
			cancellationPolicy: ratePlan.cancellationPolicy,
			// A points stay with nothing to pay in cash shows its points only.
			nightly: cashFree ? null : money(prices.nightly),
			total: cashFree ? null : money(prices.total),
			was: prices.was ? money(prices.was) : null,
			withTaxes: search.showFullPrice,
			roomsLeft: showsRoomsLeft(product.roomsLeft) ? product.roomsLeft : null,
			memberRate: ratePlan.isMemberRate,
			signInHref: needsSignIn(product, signedIn) ? signIn : null,
			points:
				ratePlan.isRedemption && required != null
					? {
							perNight: product.pointsPerNight != null ? numbers.format(product.pointsPerNight) : null,
							required: numbers.format(required),
							missing: standing && !standing.enough ? numbers.format(standing.missing) : null,
							// Short of points by what may be bought: buy them, then come back to this list.
							topUpHref:
								offersTopUp && standing && !standing.enough && pointsToCover(standing.missing) !== null
									? localizePath(`${TOP_UP_PATH}?${new URLSearchParams({ points: String(standing.missing), returnTo: here })}`, locale)
									: null,
						}
					: null,
			// The room and the stay too, so the details list this rate night by night (nightly products).
			rateDetailsHref: localizePath(
				`/reservation/rateDetails.mi?${new URLSearchParams({ propertyCode: search.propertyCode, ratePlanCode: ratePlan.code, roomCode: room.code, fromDate: search.fromDate, toDate: search.toDate, numberOfAdults: String(search.numAdultsPerRoom) })}`,
				locale,
			),
			roomDetailsHref: localizePath(`/reservation/roomDetails.mi?${new URLSearchParams({ propertyCode: search.propertyCode, roomCode: room.code })}`, locale),
		}
	}

	const keep: Record<string, string> = {}
	if (search.showFullPrice) keep.showFullPrice = 'true'
	if (search.currency) keep.currency = search.currency
	return {
		search,
		hotel: {
			name: hotel.basicInformation.name,
			href: localizePath(hotelPagePath(hotel.seoNickname), locale),
			currency: hotel.basicInformation.currency,
		},
		stay: {
			from: dates.format(new Date(`${search.fromDate}T00:00:00Z`)),
			to: dates.format(new Date(`${search.toDate}T00:00:00Z`)),
			nights,
			rooms: search.roomCount,
			adults: search.numAdultsPerRoom,
		},
		tabs: RATE_TAB_PARAM_NAMES.map((name) => ({ name, href: self({ tab: name }), current: name === search.tab })),
		taxes: { withTaxes: search.showFullPrice, toggleHref: self({ showFullPrice: !search.showFullPrice }) },
		memberSignInHref: signedIn ? null : signIn,
		points: search.tab === 'redemption' ? { balance: signedIn ? numbers.format(visitor.points ?? 0) : null, signInHref: signedIn ? null : signIn } : null,
		notice: needsGroupCode ? 'groupCodeNeeded' : unavailable ? 'noRooms' : products.length ? null : 'noRates',
		cards: products.map((product, position) => card(product, position)),
		selectAction: self(),
		hidden: [...searchParamsOf(search)],
		keep,
	}
}

/**
 * The sticky bar's summary of the visitor's cart (null: none). The list is what the guest
 * came for, so a cart that cannot be read only leaves the bar out.
 */
export async function cartSummaryFor(request: Request, context: AppLoadContext, locale: string): Promise<CartSummary | null> {
	try {
		const current = await currentCart(request, context)
		return current.kind === 'cart' ? summarizeCart(current.cart, locale, new Date()) : null
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('rate list: the cart could not be read for the sticky bar', { error: error.message })
		return null
	}
}

async function orNull<T>(call: Promise<T | null>): Promise<T | null> {
	try {
		return await call
	} catch (error) {
		if (error instanceof NotFound) return null
		throw error
	}
}
