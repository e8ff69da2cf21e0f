import { z } from 'zod'

// The page components the platform feeds (spec 001 §2 "hotel alerts, hero banner"; §7
// operation catalogue: hero banner, alerts, messages, recommended product by preference,
// property details for social proof, the Target personalization payload). The payloads
// are not shown in the spec; these shapes are ours (docs/upstream-contract.md).

/** A banner card (spec 000 §3 "Banner card"). */
export const BannerCardSchema = z.object({
	type: z.string(),
	target: z.string().nullish(),
	ctaLink: z.string().nullish(),
	image: z.object({ damPath: z.string(), altText: z.string(), renditions: z.array(z.string()).nullish(), dynamic: z.boolean().nullish() }),
	cardTitle: z.string(),
	cardDescription: z.string(),
	cardCTA: z.object({ ctaLink: z.string(), ctaText: z.string(), target: z.string().nullish() }),
	tagLine: z.string().nullish(),
	tibannerTitle: z.string().nullish(),
})
export type BannerCard = z.infer<typeof BannerCardSchema>

export const ALERT_SEVERITIES = ['critical', 'warning', 'info'] as const
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]

/** A notice a hotel gives its guests (a closed pool, works, a road closure), shown while it is current. */
export const PropertyAlertSchema = z.object({
	id: z.string(),
	severity: z.enum(ALERT_SEVERITIES),
	title: z.string(),
	message: z.string(),
	/** The first and last day (YYYY-MM-DD) it applies; the platform sends only current ones. */
	startDate: z.string(),
	endDate: z.string(),
})
export type PropertyAlert = z.infer<typeof PropertyAlertSchema>

/** An authored message for a place on a page (a placement), optionally for one hotel. */
export const ContentMessageSchema = z.object({
	id: z.string(),
	placement: z.string(),
	title: z.string(),
	body: z.string(),
	ctaText: z.string().nullish(),
	ctaLink: z.string().nullish(),
})
export type ContentMessage = z.infer<typeof ContentMessageSchema>

/** The room a hotel recommends for a guest's preference (e.g. KING, VIEW, ACCESSIBLE). */
export const RecommendedProductSchema = z.object({
	propertyId: z.string(),
	preference: z.string(),
	roomTypeCode: z.string(),
	name: z.string(),
	description: z.string(),
})
export type RecommendedProduct = z.infer<typeof RecommendedProductSchema>

/** Social proof (spec 001 §7 "Property details: GET by property id"): interest in the hotel now. */
export const PropertyDetailsSchema = z.object({
	propertyId: z.string(),
	/** Visitors looking at the hotel in the last hour. */
	viewersNow: z.number().int().nonnegative(),
	/** Rooms booked at the hotel in the last 24 hours. */
	bookedToday: z.number().int().nonnegative(),
})
export type PropertyDetails = z.infer<typeof PropertyDetailsSchema>

/** The Target personalization payload (spec 001 §7): an mbox with parameters, ids and context. */
export const TargetRequestSchema = z.object({
	mbox: z.object({ name: z.string().min(1).max(100), parameters: z.record(z.string().max(200)).default({}) }),
	ids: z.object({ tntId: z.string().max(100).nullish(), customerId: z.string().max(100).nullish() }).default({}),
	context: z.object({ channel: z.literal('web'), locale: z.string().max(10), pageURI: z.string().max(2048) }),
})
export type TargetRequest = z.infer<typeof TargetRequestSchema>

export const TargetOfferSchema = z.object({ title: z.string(), body: z.string(), ctaText: z.string().nullish(), ctaLink: z.string().nullish() })
export type TargetOffer = z.infer<typeof TargetOfferSchema>

/** Target's answer: the mbox's offer, or null when it has none for this visitor. */
export const TargetResponseSchema = z.object({ mbox: z.string(), offer: TargetOfferSchema.nullable() })

/** The hotel overview's personalised slot: Target's mbox, and the messages placement of its authored fallback. */
export const HOTEL_OFFER_MBOX = 'hotel-overview-offer'
export const HOTEL_OFFER_PLACEMENT = 'hotel-overview-offer'
