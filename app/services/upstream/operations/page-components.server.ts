import { z } from 'zod'
import {
	BannerCardSchema,
	ContentMessageSchema,
	PropertyAlertSchema,
	RecommendedProductSchema,
	type BannerCard,
	type ContentMessage,
	type PropertyAlert,
	type RecommendedProduct,
} from '@meridian/upstream-contract/page-components.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// The page components the data graph feeds (spec 001 §2; §7 operation catalogue: hero
// banner, alerts, messages, recommended product by preference).

export const PhoenixBookHeroBanner = defineOperation(
	/* GraphQL */ `
		query PhoenixBookHeroBanner($propertyId: ID!) {
			heroBanner(propertyId: $propertyId) {
				type
				target
				ctaLink
				image {
					damPath
					altText
					renditions
					dynamic
				}
				cardTitle
				cardDescription
				cardCTA {
					ctaLink
					ctaText
					target
				}
				tagLine
				tibannerTitle
			}
		}
	`,
	z.object({ heroBanner: BannerCardSchema.nullable() }),
)

export const PhoenixBookAlerts = defineOperation(
	/* GraphQL */ `
		query PhoenixBookAlerts($propertyId: ID!) {
			alerts(propertyId: $propertyId) {
				id
				severity
				title
				message
				startDate
				endDate
			}
		}
	`,
	z.object({ alerts: z.array(PropertyAlertSchema) }),
)

export const PhoenixBookMessages = defineOperation(
	/* GraphQL */ `
		query PhoenixBookMessages($placement: String!, $propertyId: ID) {
			messages(placement: $placement, propertyId: $propertyId) {
				id
				placement
				title
				body
				ctaText
				ctaLink
			}
		}
	`,
	z.object({ messages: z.array(ContentMessageSchema) }),
)

export const PhoenixBookRecommendedProduct = defineOperation(
	/* GraphQL */ `
		query PhoenixBookRecommendedProduct($propertyId: ID!, $preference: String!) {
			recommendedProduct(propertyId: $propertyId, preference: $preference) {
				propertyId
				preference
				roomTypeCode
				name
				description
			}
		}
	`,
	z.object({ recommendedProduct: RecommendedProductSchema.nullable() }),
)

/** The hotel's hero banner card; null when it has none. */
export async function heroBanner(propertyId: string, ctx: UpstreamContext, options?: CallOptions): Promise<BannerCard | null> {
	return (await runOperation(PhoenixBookHeroBanner, { propertyId }, ctx, options)).heroBanner
}

/** The hotel's current alerts, most severe first. */
export async function alerts(propertyId: string, ctx: UpstreamContext, options?: CallOptions): Promise<PropertyAlert[]> {
	return (await runOperation(PhoenixBookAlerts, { propertyId }, ctx, options)).alerts
}

/** The authored messages for a placement, the hotel's own first. */
export async function messages(
	placement: string,
	ctx: UpstreamContext,
	{ propertyId, ...options }: CallOptions & { propertyId?: string } = {},
): Promise<ContentMessage[]> {
	return (await runOperation(PhoenixBookMessages, { placement, propertyId }, ctx, options)).messages
}

/** The room the hotel recommends for a preference; null when it has none. */
export async function recommendedProduct(
	propertyId: string,
	preference: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<RecommendedProduct | null> {
	return (await runOperation(PhoenixBookRecommendedProduct, { propertyId, preference }, ctx, options)).recommendedProduct
}
