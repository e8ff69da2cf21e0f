import type { Currency } from '@meridian/upstream-contract/booking.ts'
import type { BannerCard, PropertyAlert, PropertyDetails, TargetOffer, TargetRequest } from '@meridian/upstream-contract/page-components.ts'
import type { PageModel, PageModelRequest } from '@meridian/upstream-contract/page-model.ts'
import type { HotelHeaderProperty, PropertyBarProperty } from '@meridian/upstream-contract/property.ts'
import { getEnv, type Env } from './env.server.ts'
import { sharedRedis } from './redis.server.ts'
import { createContentCache, type ContentCache } from './shared-content-cache.server.ts'
import { redisTier } from './shared-content-redis.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { currencies } from './upstream/operations/booking.server.ts'
import { alerts, heroBanner, messages } from './upstream/operations/page-components.server.ts'
import { fetchHotelHeaderData, fetchPropertyBar } from './upstream/operations/property.server.ts'
import { propertyDetails, targetOffer } from './upstream/page-component-services.server.ts'
import { fetchPageModel } from './upstream/page-model.server.ts'

// What the platform answers the same for every visitor in a language, read once and kept
// (docs/decisions/021-shared-content-cache.md): each read here is asked for as nobody in
// particular (no session, token or member id goes with it), so no visitor's own answer can
// be kept and shown to another. A member's, a session's, a cart's, a reservation's, a
// price or availability never come through here.

const KINDS = {
	pageModel: 'PAGE_CONTENT_TTL_MS',
	heroBanner: 'PAGE_CONTENT_TTL_MS',
	offerFallback: 'PAGE_CONTENT_TTL_MS',
	guestOffer: 'PAGE_CONTENT_TTL_MS',
	hotel: 'HOTEL_FACTS_TTL_MS',
	propertyBar: 'HOTEL_FACTS_TTL_MS',
	hotelAlerts: 'HOTEL_ALERTS_TTL_MS',
	socialProof: 'SOCIAL_PROOF_TTL_MS',
	currencies: 'CATALOGUE_LIST_TTL_MS',
} as const satisfies Record<string, keyof Env>

type Kind = keyof typeof KINDS

/** A failed refresh of a kept answer is tried again this soon (at most the kind's TTL). */
const RETRY_AFTER_FAILURE_MS = 30_000

let cache: ContentCache<Kind> | undefined
function sharedCache(): ContentCache<Kind> {
	cache ??= newCache(getEnv())
	return cache
}

function newCache(env: Env): ContentCache<Kind> {
	// Several app servers (REDIS_URL): what one reads from the platform, the others find in Redis.
	const redis = sharedRedis(env.REDIS_URL)
	return createContentCache<Kind>({
		maxBytes: env.SHARED_CONTENT_CACHE_MAX_BYTES,
		ttlMs: Object.fromEntries(Object.entries(KINDS).map(([kind, setting]) => [kind, env[setting]])) as Record<Kind, number>,
		staleLimitMs: env.SHARED_CONTENT_STALE_LIMIT_MS,
		retryMs: RETRY_AFTER_FAILURE_MS,
		...(redis ? { secondTier: redisTier(redis) } : {}),
	})
}

/** Tests start from nothing kept. */
export function forgetSharedContent() {
	cache?.clear()
}

/** The visitor's context without anything of the visitor's own: the language, the request id, the platform's routing hints. */
function asAnyone({ locale, requestId, dtt, migrationStatus }: UpstreamContext): UpstreamContext {
	return { locale, requestId, ...(dtt === undefined ? {} : { dtt }), ...(migrationStatus ? { migrationStatus } : {}) }
}

/** The page model of a page in the visitor's language (spec 001 §7). */
export const sharedPageModel = (page: PageModelRequest, ctx: UpstreamContext): Promise<PageModel> =>
	sharedCache().cached('pageModel', `${ctx.locale}|${page.requestType}|${page.brand ?? ''}|${page.seoUrl}`, () => fetchPageModel(page, asAnyone(ctx)))

/** The hotel header's facts of a hotel; null when there is no such hotel. */
export const sharedHotel = (propertyId: string, ctx: UpstreamContext): Promise<HotelHeaderProperty | null> =>
	sharedCache().cached('hotel', `${ctx.locale}|${propertyId}`, () => fetchHotelHeaderData(propertyId, asAnyone(ctx)))

/** The property bar of a hotel as a guest sees it (a member's comes with their saved hotels and is never kept). */
export const sharedPropertyBar = (propertyId: string, ctx: UpstreamContext): Promise<PropertyBarProperty | null> =>
	sharedCache().cached('propertyBar', `${ctx.locale}|${propertyId}`, () => fetchPropertyBar(propertyId, asAnyone(ctx)))

export const sharedHotelAlerts = (propertyId: string, ctx: UpstreamContext): Promise<PropertyAlert[]> =>
	sharedCache().cached('hotelAlerts', `${ctx.locale}|${propertyId}`, () => alerts(propertyId, asAnyone(ctx)))

export const sharedHeroBanner = (propertyId: string, ctx: UpstreamContext): Promise<BannerCard | null> =>
	sharedCache().cached('heroBanner', `${ctx.locale}|${propertyId}`, () => heroBanner(propertyId, asAnyone(ctx)))

/** The authored messages of a placement at a hotel (the offer's fallback). */
export const sharedMessages = (placement: string, propertyId: string, ctx: UpstreamContext) =>
	sharedCache().cached('offerFallback', `${ctx.locale}|${placement}|${propertyId}`, () => messages(placement, asAnyone(ctx), { propertyId }))

export const sharedSocialProof = (propertyId: string, ctx: UpstreamContext): Promise<PropertyDetails> =>
	sharedCache().cached('socialProof', `${ctx.locale}|${propertyId}`, () => propertyDetails(propertyId, asAnyone(ctx)))

/** Target's offer for a payload that names no customer: every guest sends the same one for a page. */
export function sharedGuestOffer(payload: TargetRequest, ctx: UpstreamContext): Promise<TargetOffer | null> {
	if (payload.ids.customerId) throw new Error("a member's offer is theirs alone and never kept")
	return sharedCache().cached('guestOffer', `${ctx.locale}|${JSON.stringify(payload)}`, () => targetOffer(payload, asAnyone(ctx)))
}

/** The currencies prices may be shown in. */
export const sharedCurrencies = (ctx: UpstreamContext): Promise<Currency[]> => sharedCache().cached('currencies', ctx.locale, () => currencies(asAnyone(ctx)))
