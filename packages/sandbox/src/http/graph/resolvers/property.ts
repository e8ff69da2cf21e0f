import { asc, eq } from 'drizzle-orm'
import { brands, properties, propertyContactNumbers } from '../../../db/schema/index.ts'
import { fromCatalogue } from '../../../db/catalogue-reads.ts'
import { acceptedCardsOf } from '../../../db/seed/catalogue/accepted-cards.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { ratesOfProperty, roomsOfProperty } from './rooms-and-rates.ts'

type PropertyRow = typeof properties.$inferSelect

/** A property as the data graph answers it; `currency` is kept at the top for money fields. */
export type PropertyNode = ReturnType<typeof propertyNode>

/** The property with that code (any case), or null; loaded once per request. */
export function loadProperty(context: GraphContext, id: string): Promise<PropertyNode | null> {
	const code = id.trim().toUpperCase()
	return fromCatalogue(context.db, `property:${code}`, async () => {
		const [found] = await context.db
			.select({ property: properties, brand: brands })
			.from(properties)
			.innerJoin(brands, eq(brands.code, properties.brandCode))
			.where(eq(properties.id, code))
		if (!found) return null
		const numbers = await context.db
			.select()
			.from(propertyContactNumbers)
			.where(eq(propertyContactNumbers.propertyId, code))
			.orderBy(asc(propertyContactNumbers.position))
		return propertyNode(found.property, found.brand, numbers)
	})
}

function propertyNode(row: PropertyRow, brand: typeof brands.$inferSelect, numbers: Array<typeof propertyContactNumbers.$inferSelect>) {
	return {
		id: row.id,
		seoNickname: row.seoNickname,
		migrationStatus: row.migrationStatus,
		currency: row.currency,
		timeZone: row.timeZone,
		basicInformation: {
			name: row.name,
			brand: { id: brand.code, name: brand.name, isLuxury: brand.isLuxury },
			currency: row.currency,
			latitude: row.latitude,
			longitude: row.longitude,
			coordinateSystem: row.coordinateSystem,
			isMax: row.isMax,
			websiteUrl: row.websiteUrl,
			timeZone: row.timeZone,
		},
		contactInformation: {
			address: {
				line1: row.addressLine1,
				line2: row.addressLine2,
				line3: row.addressLine3,
				city: row.city,
				stateProvince: row.stateCode ? { code: row.stateCode, description: row.stateDescription ?? row.stateCode } : null,
				country: { code: row.countryCode, description: row.countryDescription },
				postalCode: row.postalCode,
			},
			contactNumbers: numbers.map((n) => ({
				type: { code: n.typeCode, description: n.typeDescription },
				number: { original: n.original, display: n.display },
			})),
		},
		reviews: {
			numberOfReviews: { count: row.reviewCount, description: row.reviewDescription },
			stars: { count: row.stars, description: row.starsDescription },
		},
		paymentInformation: { acceptedCards: acceptedCardsOf(row.id) },
		media: {
			primaryImage: row.primaryImageUrl ? { wideHorizontal: row.primaryImageUrl } : null,
			hotelLogo: row.hotelLogoUrl ? { imageSource: row.hotelLogoUrl } : null,
		},
	}
}

export const propertyResolvers: Resolvers = {
	Query: {
		property: (_parent, args: { id: string }, context) => loadProperty(context, args.id),
	},
	Property: {
		rooms: (parent: PropertyNode, _args, context) => roomsOfProperty(context, parent.id),
		rates: (parent: PropertyNode, args: { tab?: string | null; corporateCode?: string | null; groupCode?: string | null }, context) =>
			ratesOfProperty(context, parent.id, args),
	},
}
