import { z } from 'zod'
import { CustomerSavedPropertiesSchema, type CustomerSavedProperties } from '@meridian/upstream-contract/customer.ts'
import {
	HotelHeaderPropertySchema,
	PropertyBarPropertySchema,
	type HotelHeaderProperty,
	type PropertyBarProperty,
} from '@meridian/upstream-contract/property.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// The hotel a page is about: the hotel header (spec 000 §2 "Hotel header") and the
// property bar with the member's saved-hotel state.

export const PhoenixBookDTTHotelHeaderData = defineOperation(
	/* GraphQL */ `
		query PhoenixBookDTTHotelHeaderData($propertyId: ID!) {
			property(id: $propertyId) {
				id
				seoNickname
				migrationStatus
				basicInformation {
					name
					brand {
						id
					}
					currency
					latitude
					longitude
					coordinateSystem
					isMax
				}
				contactInformation {
					address {
						line1
						line2
						line3
						city
						stateProvince {
							description
						}
						country {
							description
						}
						postalCode
					}
					contactNumbers {
						type {
							code
						}
						number {
							original
						}
					}
				}
				reviews {
					numberOfReviews {
						count
						description
					}
					stars {
						count
						description
					}
				}
				media {
					primaryImage {
						wideHorizontal
					}
					hotelLogo {
						imageSource
					}
				}
			}
		}
	`,
	z.object({ property: HotelHeaderPropertySchema.nullable() }),
)

const PROPERTY_BAR_FIELDS = /* GraphQL */ `
	id
	seoNickname
	migrationStatus
	basicInformation {
		name
		latitude
		longitude
		websiteUrl
	}
	contactInformation {
		address {
			line1
			city
			stateProvince {
				code
			}
		}
		contactNumbers {
			number {
				original
				display
			}
		}
	}
	reviews {
		numberOfReviews {
			count
		}
		stars {
			count
		}
	}
`

export const PropertyBarQuery = defineOperation(
	/* GraphQL */ `
		query PropertyBarQuery($propertyId: ID!) {
			property(id: $propertyId) {
				${PROPERTY_BAR_FIELDS}
			}
		}
	`,
	z.object({ property: PropertyBarPropertySchema.nullable() }),
)

export const PropertyBarQueryAuth = defineOperation(
	/* GraphQL */ `
		query PropertyBarQueryAuth($propertyId: ID!, $customerId: ID!) {
			property(id: $propertyId) {
				${PROPERTY_BAR_FIELDS}
			}
			customer(id: $customerId) {
				id
				revisionToken
				savedProperties {
					id
				}
			}
		}
	`,
	z.object({ property: PropertyBarPropertySchema.nullable(), customer: CustomerSavedPropertiesSchema.nullable() }),
)

/** The hotel header's data; null when the platform has no such hotel. */
export async function fetchHotelHeaderData(propertyId: string, ctx: UpstreamContext, options?: CallOptions): Promise<HotelHeaderProperty | null> {
	const { property } = await runOperation(PhoenixBookDTTHotelHeaderData, { propertyId }, ctx, options)
	return property
}

/** The property bar for a guest who is not signed in. */
export async function fetchPropertyBar(propertyId: string, ctx: UpstreamContext, options?: CallOptions): Promise<PropertyBarProperty | null> {
	const { property } = await runOperation(PropertyBarQuery, { propertyId }, ctx, options)
	return property
}

/** The property bar with the member's saved hotels, for a signed-in or remembered member. */
export async function fetchPropertyBarForMember(
	propertyId: string,
	customerId: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ property: PropertyBarProperty | null; customer: CustomerSavedProperties | null }> {
	return runOperation(PropertyBarQueryAuth, { propertyId, customerId }, ctx, options)
}
