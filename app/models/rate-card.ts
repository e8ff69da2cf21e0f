import { imageLoadingOf, responsiveImage, type ResponsiveImage } from './image-renditions.ts'
import { showsWasPrice } from './money.ts'
import type { Money, Product, RateTab, Room } from '@meridian/upstream-contract/booking.ts'

// What a rate card shows (spec 001 §1, §9): the nightly average and the total, before
// taxes or with them (the taxes toggle, showFullPrice), and a was-price only when the
// saving exceeds 3.3 %.

export type CardPrices = {
	nightly: Money
	total: Money
	/** The standard rate per night, for the strike-through; null when the saving is too small. */
	was: Money | null
}

const scaled = (money: Money, factor: number): Money => ({ ...money, value: Math.round(money.value * factor) })

export function cardPrices(product: Product, { withTaxes, nights, rooms }: { withTaxes: boolean; nights: number; rooms: number }): CardPrices {
	const before = product.averageNightlyRate
	const wasBefore = product.wasNightlyRate && showsWasPrice(product.wasNightlyRate, before) ? product.wasNightlyRate : null
	if (!withTaxes) return { nightly: before, total: product.totalBeforeTaxes, was: wasBefore }
	// The platform gives the taxes for the whole stay; a night bears its share of them.
	const units = Math.max(nights, 1) * Math.max(rooms, 1)
	const taxRatio = product.totalBeforeTaxes.value > 0 ? product.totalWithTaxes.value / product.totalBeforeTaxes.value : 1
	const nightly =
		product.totalBeforeTaxes.value > 0 ? scaled(before, taxRatio) : { ...product.totalWithTaxes, value: Math.round(product.totalWithTaxes.value / units) }
	return { nightly, total: product.totalWithTaxes, was: wasBefore ? scaled(wasBefore, taxRatio) : null }
}

/** The products of one tab, in the platform's order; the group tab only with its code. */
export function productsOfTab(products: Product[], tab: RateTab): Product[] {
	return products.filter((product) => product.ratePlan.tab === tab)
}

/** Spec 001: a few rooms left is worth saying; many is noise. */
export const FEW_ROOMS_LEFT = 5
export const showsRoomsLeft = (roomsLeft: number) => roomsLeft > 0 && roomsLeft <= FEW_ROOMS_LEFT

export type PointsStanding = { required: number; balance: number; enough: boolean; missing: number }

export function pointsStanding(balance: number, required: number): PointsStanding {
	return { required, balance, enough: balance >= required, missing: Math.max(required - balance, 0) }
}

/** A member rate is for signed-in members; guests and remembered visitors are asked to sign in. */
export const needsSignIn = (product: Pick<Product, 'ratePlan'>, signedIn: boolean) =>
	!signedIn && (product.ratePlan.isMemberRate || product.ratePlan.isRedemption)

/** The id of a rate card's heading: the anchor a link to that card uses. */
export const rateCardAnchor = (id: string) => `rate-${id.replace(/[^A-Za-z0-9_-]/g, '-')}`

/** A rate card's picture of its room: the spec's three renditions (spec 001 §9), its alt text and how it loads. */
export type RateCardImage = ResponsiveImage & { alt: string; loading: 'eager' | 'lazy' }

/**
 * The room's first picture, which the product search already answers (no call per room).
 * Its alt is the picture's caption, which says what it shows; the room's name when the
 * platform gives none. The card's place in the list decides how it loads (imageLoadingOf:
 * the first two at once). Null when the room has no picture.
 */
export function rateCardImageOf(room: Pick<Room, 'name' | 'images'>, position: number, imageCacheDomain: string): RateCardImage | null {
	const [first] = room.images
	const image = responsiveImage(first?.url, imageCacheDomain)
	return image && first ? { ...image, alt: first.caption.trim() || room.name, loading: imageLoadingOf(position) } : null
}

/** One room and rate as the rate list shows it; every amount already formatted for the locale. */
export type RateCardView = {
	id: string
	roomCode: string
	roomName: string
	roomDescription: string
	/** The room's picture; null when it has none. */
	image: RateCardImage | null
	features: string[]
	rateCode: string
	rateName: string
	rateDescription: string
	cancellationPolicy: string
	/** Null for a points stay with no cash to pay. */
	nightly: string | null
	total: string | null
	was: string | null
	withTaxes: boolean
	roomsLeft: number | null
	memberRate: boolean
	/** Set for a guest on a member or points rate: where signing in brings them back here. */
	signInHref: string | null
	points: { perNight: string | null; required: string; missing: string | null; topUpHref: string | null } | null
	rateDetailsHref: string
	roomDetailsHref: string
}
