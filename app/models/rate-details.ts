import { z } from 'zod'
import type { NightlyRow } from './nightly-breakdown.ts'
import { nightsBetween, parseTypedDate } from './dates.ts'
import { PropertyCodeSchema } from './property-code.ts'
import { MAX_ERS_ADULTS } from './room-pool-limits.ts'
import type { Product, RateDetails, Room } from '@meridian/upstream-contract/booking.ts'

// The rate and room detail pages, the quick view and the ERS pages (spec 001 §2): what
// their query strings may hold, and what of a rate or a room a person reads.

const code = (pattern: RegExp) =>
	z
		.string()
		.trim()
		.transform((value) => value.toUpperCase())
		.pipe(z.string().regex(pattern))

export const PlanOrRoomCodeSchema = code(/^[A-Z0-9]{1,12}$/)

export const RateDetailsQuerySchema = z.object({ propertyCode: PropertyCodeSchema, ratePlanCode: PlanOrRoomCodeSchema })
export const RoomDetailsQuerySchema = z.object({ propertyCode: PropertyCodeSchema, roomCode: PlanOrRoomCodeSchema })
export const QuickViewQuerySchema = z.object({ propertyCode: PropertyCodeSchema })

/** The query's first value of each key, so a repeated key is not an array. */
export function queryOf(url: URL): Record<string, string> {
	const query: Record<string, string> = {}
	for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value
	return query
}

/** A stay date as the URL may carry it: YYYY-MM-DD, or as the locale writes dates. */
export function queryDate(value: string | undefined, locale: string, today: Date): string | null {
	if (!value) return null
	if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
		const date = new Date(`${value}T00:00:00Z`)
		return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : value
	}
	return parseTypedDate(value, locale, today)
}

/** Longest stay the ERS room pool answers for (the platform refuses longer ones too). */
export const MAX_ERS_NIGHTS = 90

export type StayQuery = { checkInDate: string; checkOutDate: string; adults: number }
export type StayQueryError = 'fromDate' | 'toDate' | 'numberOfAdults'

/** fromDate, toDate and numberOfAdults of an ERS address; each fault named by its key. */
export function parseStayQuery(
	query: Record<string, string>,
	locale: string,
	today: Date,
): { ok: true; stay: StayQuery } | { ok: false; errors: StayQueryError[] } {
	const errors: StayQueryError[] = []
	const checkInDate = queryDate(query.fromDate, locale, today)
	const checkOutDate = queryDate(query.toDate, locale, today)
	if (!checkInDate) errors.push('fromDate')
	const nights = checkInDate && checkOutDate ? nightsBetween(checkInDate, checkOutDate) : 0
	if (!checkOutDate || (checkInDate && (nights < 1 || nights > MAX_ERS_NIGHTS))) errors.push('toDate')
	const adults = query.numberOfAdults === undefined || query.numberOfAdults === '' ? 1 : Number(query.numberOfAdults)
	if (!Number.isInteger(adults) || adults < 1 || adults > MAX_ERS_ADULTS) errors.push('numberOfAdults')
	if (errors.length > 0 || !checkInDate || !checkOutDate) return { ok: false, errors }
	return { ok: true, stay: { checkInDate, checkOutDate, adults } }
}

/** Rule texts in the visitor's language when the platform has them, else the plain ones. */
export function ruleTexts(rules: RateDetails['rules']): string[] {
	const localized = rules.localizedDescriptions.map((entry) => entry.translatedText.trim()).filter(Boolean)
	return localized.length > 0 ? localized : rules.descriptions.map((text) => text.trim()).filter(Boolean)
}

export type RateDetailsView = {
	code: string
	name: string
	description: string
	rules: string[]
	cancellationPolicy: string
	isMemberRate: boolean
	isPrepay: boolean
	isRedemption: boolean
}

export function rateDetailsView(details: RateDetails): RateDetailsView {
	return {
		code: details.code,
		name: details.name,
		description: details.description,
		rules: ruleTexts(details.rules),
		cancellationPolicy: details.cancellationPolicy,
		isMemberRate: details.isMemberRate,
		isPrepay: details.isPrepay,
		isRedemption: details.isRedemption,
	}
}

export type FeatureGroup = { category: string; features: Array<{ code: string; description: string }> }

/** Features by category, in the order categories first appear; a feature may sit in several. */
export function featuresByCategory(features: Room['features']): FeatureGroup[] {
	const groups = new Map<string, FeatureGroup>()
	for (const feature of features) {
		const categories = feature.categories.length > 0 ? feature.categories : ['other']
		for (const category of categories) {
			const group = groups.get(category) ?? { category, features: [] }
			group.features.push({ code: feature.code, description: feature.description })
			groups.set(category, group)
		}
	}
	return [...groups.values()]
}

export type RoomDetailsView = {
	code: string
	name: string
	description: string
	bedType: string
	maxOccupancy: number
	featureGroups: FeatureGroup[]
	images: Array<{ url: string; caption: string }>
}

export function roomDetailsView(room: Room, imageUrlOf: (path: string) => string): RoomDetailsView {
	return {
		code: room.code,
		name: room.name,
		description: room.description,
		bedType: room.bedType,
		maxOccupancy: room.maxOccupancy,
		featureGroups: featuresByCategory(room.features),
		images: room.images.map((image) => ({ url: imageUrlOf(image.url), caption: image.caption })).filter((image) => image.url),
	}
}

/** The hotel a detail page is about, as its heading and links need it. */
export type HotelSummary = {
	code: string
	name: string
	seoNickname: string
	currency: string
	hotelPage: string
}

/** What the rate and room detail pages answer: their page and the modal read the same. */
export type RateDetailsPageData = {
	hotel: HotelSummary
	rate: RateDetailsView
	/** The description was in English only and is shown translated (translate text). */
	descriptionTranslated: boolean
	/** The stay night by night, when the address names a room and a stay (nightly products). */
	nights: NightlyRow[] | null
}
export type RoomDetailsPageData = { hotel: HotelSummary; room: RoomDetailsView }

export type RoomPool = {
	code: string
	name: string
	attributes: Array<{ code: string; description: string }>
	rates: Array<{ code: string; name: string }>
}

/** ERS products grouped by room: each pool with its attribute codes and the rates it is sold at. */
export function roomPools(products: readonly Product[]): RoomPool[] {
	const pools = new Map<string, RoomPool>()
	for (const product of products) {
		const { room, ratePlan } = product
		let pool = pools.get(room.code)
		if (!pool) {
			const attributes = new Map(room.attributes.map(({ category }) => [category.code, category.description]))
			pool = { code: room.code, name: room.name, attributes: [...attributes].map(([code, description]) => ({ code, description })), rates: [] }
			pools.set(room.code, pool)
		}
		if (!pool.rates.some((rate) => rate.code === ratePlan.code)) pool.rates.push({ code: ratePlan.code, name: ratePlan.name })
	}
	return [...pools.values()]
}

/** The detail pages' addresses, for the links that lead to them (localize them for the visitor). */
export const rateDetailsPath = (propertyCode: string, ratePlanCode: string) =>
	`/reservation/rateDetails.mi?${new URLSearchParams({ propertyCode, ratePlanCode })}`
export const roomDetailsPath = (propertyCode: string, roomCode: string) => `/reservation/roomDetails.mi?${new URLSearchParams({ propertyCode, roomCode })}`
export const rateListPath = (propertyCode: string) => `/reservation/rateListMenu.mi?${new URLSearchParams({ propertyCode })}`

export type RoomTypeSummary = { code: string; name: string; lowestNightlyRate: Product['averageNightlyRate'] | null }

/** The first few distinct rooms of a search with the lowest cash nightly rate of each (points rates left out). */
export function roomTypes(products: readonly Product[], limit = 3): RoomTypeSummary[] {
	const rooms = new Map<string, RoomTypeSummary>()
	for (const product of products) {
		const cash = !product.ratePlan.isRedemption && product.averageNightlyRate.value > 0
		const known = rooms.get(product.room.code)
		if (!known) {
			rooms.set(product.room.code, { code: product.room.code, name: product.room.name, lowestNightlyRate: cash ? product.averageNightlyRate : null })
		} else if (cash && (!known.lowestNightlyRate || product.averageNightlyRate.value < known.lowestNightlyRate.value)) {
			known.lowestNightlyRate = product.averageNightlyRate
		}
	}
	return [...rooms.values()].slice(0, limit)
}
