import { hotelPagePath } from '#app/models/brand-links.ts'
import { imageUrl, showsReviews } from '#app/models/hotel-header.ts'
import { downsizedImageUrl } from '#app/models/image-renditions.ts'
import { languageOf, localizePath, type Locale } from '#app/models/locale.ts'
import { nightlyRows } from '#app/models/nightly-breakdown.ts'
import {
	rateDetailsView,
	roomDetailsView,
	type HotelSummary,
	type RateDetailsPageData,
	type RoomDetailsPageData,
	roomPools,
	roomTypes,
	type RoomPool,
	type RoomTypeSummary,
	type StayQuery,
} from '#app/models/rate-details.ts'
import { getEnv } from './env.server.ts'
import { nullIfNotFound, UpstreamError } from './upstream/errors.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { defaultSelection, rateDetails, roomDetails, searchProductsByProperty } from './upstream/operations/booking.server.ts'
import { sharedHotel } from './shared-content.server.ts'
import { fetchNightlyProducts, translateText } from './upstream/operations/catalogue.server.ts'
import { numberFormat } from '#app/models/intl-formats.ts'

// The platform reads behind the rate and room detail pages and the quick view: an
// unknown hotel, plan or room is null (the route answers 404); a failing platform is
// thrown on as the client's typed error.

export const imageOf = (path: string | null | undefined) => imageUrl(path, getEnv().IMAGE_CACHE_DOMAIN)
/** An image the page shows smaller than its renditions: the cache downsizes it at quality 70 (spec 000 §9). */
export const downsizedImageOf = (path: string | null | undefined, width: number) => downsizedImageUrl(path, getEnv().IMAGE_CACHE_DOMAIN, width)

export async function hotelSummary(propertyCode: string, ctx: UpstreamContext, locale: Locale) {
	const property = await nullIfNotFound(() => sharedHotel(propertyCode, ctx))
	if (!property) return null
	const summary: HotelSummary = {
		code: property.id,
		name: property.basicInformation.name,
		seoNickname: property.seoNickname,
		currency: property.basicInformation.currency,
		// Back to our own hotel page: the booking flow's way back, not a link off the site.
		hotelPage: localizePath(hotelPagePath(property.seoNickname), locale),
	}
	return { summary, property }
}

export async function loadRateDetails(
	propertyCode: string,
	ratePlanCode: string,
	ctx: UpstreamContext,
	locale: Locale,
	stay: ({ roomCode: string } & StayQuery) | null = null,
): Promise<RateDetailsPageData | null> {
	const [hotel, details, nightly] = await Promise.all([
		hotelSummary(propertyCode, ctx, locale),
		nullIfNotFound(() => rateDetails(propertyCode, ratePlanCode, ctx)),
		stay ? orNothing(() => nightlyProductsOf(propertyCode, ratePlanCode, stay, ctx)) : null,
	])
	if (!hotel || !details) return null
	const rate = rateDetailsView(details)
	const translated = await orNothing(() => translatedDescription(rate.description, locale, ctx))
	return {
		hotel: hotel.summary,
		rate: translated ? { ...rate, description: translated } : rate,
		descriptionTranslated: Boolean(translated),
		nights: nightly ? nightlyRows(nightly.nights, locale) : null,
	}
}

/** Extras of a page that it shows without when the platform cannot give them (the client has logged why). */
async function orNothing<T>(read: () => Promise<T | null>): Promise<T | null> {
	try {
		return await read()
	} catch (error) {
		if (error instanceof UpstreamError) return null
		throw error
	}
}

/** The catalogue keeps rate descriptions in English: another language's page shows them translated when the platform can. */
async function translatedDescription(description: string, locale: Locale, ctx: UpstreamContext): Promise<string | null> {
	const language = languageOf(locale)
	if (!description || language === 'en') return null
	const answer = await translateText(description, language, ctx)
	return answer.translated ? answer.text : null
}

function nightlyProductsOf(
	propertyId: string,
	ratePlanCode: string,
	{ roomCode, checkInDate, checkOutDate, adults }: { roomCode: string } & StayQuery,
	ctx: UpstreamContext,
) {
	return fetchNightlyProducts({ propertyId, ratePlanCode, roomCode, checkInDate, checkOutDate, rooms: [{ adults }] }, ctx)
}

export async function loadRoomDetails(propertyCode: string, roomCode: string, ctx: UpstreamContext, locale: Locale): Promise<RoomDetailsPageData | null> {
	const [hotel, room] = await Promise.all([hotelSummary(propertyCode, ctx, locale), nullIfNotFound(() => roomDetails(propertyCode, roomCode, ctx))])
	if (!hotel || !room) return null
	return { hotel: hotel.summary, room: roomDetailsView(room, imageOf) }
}

/** Stars and reviews as the hotel header shows them (spec 000 §2). */
export function reviewSummary(property: NonNullable<Awaited<ReturnType<typeof sharedHotel>>>, locale: Locale) {
	const { reviews, basicInformation } = property
	const numbers = numberFormat(locale, { maximumFractionDigits: 1 })
	const shown = showsReviews({ stars: reviews.stars.count, reviews: reviews.numberOfReviews.count, locale, isMax: basicInformation.isMax })
	return shown ? { stars: numbers.format(reviews.stars.count), count: numbers.format(reviews.numberOfReviews.count) } : null
}

/** The products of the hotel's default stay (what the rate list shows first); none when the platform cannot say. */
async function defaultStayProducts(propertyCode: string, ctx: UpstreamContext, ers: boolean) {
	try {
		const stay = await defaultSelection(propertyCode, ctx)
		const result = await searchProductsByProperty(
			{
				propertyId: propertyCode,
				checkInDate: stay.checkInDate,
				checkOutDate: stay.checkOutDate,
				rooms: [{ adults: stay.adultsPerRoom, children: 0 }],
				ers,
			},
			ctx,
		)
		return result.products
	} catch (error) {
		// A page without them is still a page (the client has logged the failure).
		if (error instanceof UpstreamError) return []
		throw error
	}
}

/** A few room types of the hotel with a "from" price for its default stay. */
export async function sampleRoomTypes(propertyCode: string, ctx: UpstreamContext): Promise<RoomTypeSummary[]> {
	return roomTypes(await defaultStayProducts(propertyCode, ctx, false))
}

/** The room pools a rate plan is sold on (default stay), with their ERS attribute codes. */
export async function ratePlanRoomPools(propertyCode: string, ratePlanCode: string, ctx: UpstreamContext): Promise<RoomPool[]> {
	const products = await defaultStayProducts(propertyCode, ctx, true)
	return roomPools(products.filter((product) => product.ratePlan.code === ratePlanCode))
}
