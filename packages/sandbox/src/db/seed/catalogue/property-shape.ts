import type { properties, propertyContactNumbers } from '../../schema/index.ts'
import type { BrandCode } from './brands.ts'

/** A hotel as the seed writes it down; the rows and derived fields come from propertyRows. */
export type SeedProperty = {
	id: string
	name: string
	brand: BrandCode
	currency: string
	timeZone: string
	address: {
		line1: string
		line2?: string
		city: string
		state?: { code: string; description: string }
		country: { code: string; description: string }
		postalCode?: string
	}
	latitude: number
	longitude: number
	/** Mainland China publishes GCJ02 coordinates (spec 000 §9); everyone else WGS84. */
	coordinateSystem?: 'WGS84' | 'GCJ02'
	isMax?: boolean
	/** The platform's migration status of the hotel (uxl-migration-status); most hotels have none. */
	migrationStatus?: string
	phone: string
	fax: string
	stars: number
	reviews: number
	pricing: {
		/** Flexible rate of the first room, per night, in major units. */
		baseRate: number
		/** Taxes and fees on the room rate, as a fraction. */
		taxRate: number
		/** Points per night of the first room on the redemption plan. */
		points: number
	}
}

export const WEBSITE_ORIGIN = 'https://www.meridian-hotels.example'

/** `nycmc-meridian-new-york-times-square`: code, then the name in URL-safe words. */
export function seoNicknameOf(property: Pick<SeedProperty, 'id' | 'name'>): string {
	const words = property.name
		.normalize('NFD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
	return `${property.id.toLowerCase()}-${words}`
}

const reviewsDescription = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'review' : 'reviews'}`

export function propertyRow(property: SeedProperty): typeof properties.$inferInsert {
	const seoNickname = seoNicknameOf(property)
	const folder = `/content/dam/${property.id.toLowerCase()}`
	return {
		id: property.id,
		seoNickname,
		name: property.name,
		brandCode: property.brand,
		currency: property.currency,
		latitude: property.latitude,
		longitude: property.longitude,
		coordinateSystem: property.coordinateSystem ?? 'WGS84',
		isMax: property.isMax ?? false,
		migrationStatus: property.migrationStatus ?? null,
		websiteUrl: `${WEBSITE_ORIGIN}/hotels/travel/${seoNickname}`,
		timeZone: property.timeZone,
		addressLine1: property.address.line1,
		addressLine2: property.address.line2 ?? null,
		addressLine3: null,
		city: property.address.city,
		stateCode: property.address.state?.code ?? null,
		stateDescription: property.address.state?.description ?? null,
		countryCode: property.address.country.code,
		countryDescription: property.address.country.description,
		postalCode: property.address.postalCode ?? null,
		stars: property.stars,
		starsDescription: `${property.stars.toFixed(1)} out of 5`,
		reviewCount: property.reviews,
		reviewDescription: reviewsDescription(property.reviews),
		primaryImageUrl: `${folder}/overview.jpg`,
		hotelLogoUrl: `${folder}/hotel-logo.png`,
	}
}

export function contactNumberRows(property: SeedProperty): Array<typeof propertyContactNumbers.$inferInsert> {
	return [
		{ propertyId: property.id, position: 1, typeCode: 'phone', typeDescription: 'Phone', original: property.phone, display: property.phone },
		{ propertyId: property.id, position: 2, typeCode: 'fax', typeDescription: 'Fax', original: property.fax, display: property.fax },
	]
}
