import {
	currentAlerts,
	heroBannerView,
	personalisedContent,
	socialProofOf,
	type AlertView,
	type HeroBannerView,
	type PersonalisedView,
} from '#app/models/page-components.ts'
import { HOTEL_OFFER_MBOX, HOTEL_OFFER_PLACEMENT, type RecommendedProduct } from '@meridian/upstream-contract/page-components.ts'
import type { RoomPreference } from '#app/models/room-preference.ts'
import { getEnv } from './env.server.ts'
import { memberIdOf } from './property-bar.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'
import { sharedGuestOffer, sharedHeroBanner, sharedHotelAlerts, sharedMessages, sharedSocialProof } from './shared-content.server.ts'
import { recommendedProduct } from './upstream/operations/page-components.server.ts'
import { targetOffer } from './upstream/page-component-services.server.ts'
import type { Visitor } from './visitor.server.ts'

// The platform-fed page components of a hotel page (spec 001 §2 hotel alerts, hero
// banner; §7 social proof, Target personalised content). Each is extra: a call that
// fails costs the page that component only, never the page. The client has logged an
// upstream failure once (source|code|component|detail); anything else is a bug, logged
// here once, and still costs only the component. Every call starts at once, side by side.

/** The component's data, or null when its call failed. Never rejects. */
async function orWithout<T>(component: string, call: () => Promise<T>): Promise<T | null> {
	try {
		return await call()
	} catch (error) {
		logUnlessUpstream(`page component ${component}`, error)
		return null
	}
}

const today = () => new Date().toISOString().slice(0, 10)

/** The hotel's current alerts (spec 001 §2 hotel alerts); none when the call fails. Never rejects. */
export async function hotelAlertsFor(visitor: Visitor, propertyCode: string): Promise<AlertView[]> {
	const list = await orWithout('alerts', () => sharedHotelAlerts(propertyCode, visitor.upstream))
	return list ? currentAlerts(list, today()) : []
}

/**
 * The room the hotel recommends for the guest's preference (spec 001 §7): `{ room }`, its
 * room null when the hotel has none for it; null itself when the call failed. Never rejects.
 */
export async function recommendedRoomFor(
	visitor: Visitor,
	propertyCode: string,
	preference: RoomPreference,
): Promise<{ room: RecommendedProduct | null } | null> {
	return orWithout('recommendedProduct', async () => ({ room: await recommendedProduct(propertyCode, preference, visitor.upstream) }))
}

export type HotelOverviewComponents = {
	alerts: AlertView[]
	heroBanner: HeroBannerView | null
	socialProof: ReturnType<typeof socialProofOf>
	personalised: PersonalisedView | null
}

/** Everything platform-fed the hotel overview shows besides the hotel itself. Never rejects. */
export async function hotelOverviewComponents(visitor: Visitor, propertyCode: string, pageURI: string): Promise<HotelOverviewComponents> {
	const ctx = visitor.upstream
	const { locale } = visitor
	const customerId = memberIdOf(visitor)
	const payload = {
		mbox: { name: HOTEL_OFFER_MBOX, parameters: { propertyCode } },
		ids: { customerId },
		context: { channel: 'web' as const, locale, pageURI },
	}
	// The fallback is read beside the offer, not after it: a page waits for one round trip, not two.
	const [alertList, banner, details, offer, fallbacks] = await Promise.all([
		hotelAlertsFor(visitor, propertyCode),
		orWithout('heroBanner', () => sharedHeroBanner(propertyCode, ctx)),
		orWithout('propertyDetails', () => sharedSocialProof(propertyCode, ctx)),
		// A member's offer is asked for each time: it is theirs alone.
		orWithout('targetDelivery', () => (customerId ? targetOffer(payload, ctx) : sharedGuestOffer(payload, ctx))),
		orWithout('messages', () => sharedMessages(HOTEL_OFFER_PLACEMENT, propertyCode, ctx)),
	])
	return {
		alerts: alertList,
		heroBanner: banner ? heroBannerView(banner, { locale, imageCacheDomain: getEnv().IMAGE_CACHE_DOMAIN }) : null,
		socialProof: details ? socialProofOf(details) : null,
		personalised: personalisedContent(offer, fallbacks, locale),
	}
}
