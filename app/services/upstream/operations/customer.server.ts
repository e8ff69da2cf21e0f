import { z } from 'zod'
import {
	CustomerSavedPropertiesSchema,
	MemberInformationSchema,
	SAVE_PROPERTIES_SUCCESS,
	UpdateSavedPropertiesPayloadSchema,
	type CustomerSavedProperties,
	type MemberInformation,
	type UpdateSavedPropertiesInput,
} from '@meridian/upstream-contract/customer.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { errorForCode } from '../errors.server.ts'
import { reported } from '../failure-log.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'

// The member: saved hotels (read and replace, guarded by the revision token) and the
// member information the header and the booking forms show. Every one of these needs
// the member's bearer token in the context.

export const PhoenixBookHotelHeaderCustomerData = defineOperation(
	/* GraphQL */ `
		query PhoenixBookHotelHeaderCustomerData($customerId: ID!) {
			customer(id: $customerId) {
				id
				revisionToken
				savedProperties {
					id
				}
			}
		}
	`,
	z.object({ customer: CustomerSavedPropertiesSchema.nullable() }),
)

export const PhoenixBookUpdateSaveProperties = defineOperation(
	/* GraphQL */ `
		mutation PhoenixBookUpdateSaveProperties($input: UpdateSavedPropertiesInput!) {
			updateCustomerSavedProperties(input: $input) {
				status {
					httpStatus
					code
					errors {
						message
						field
						id
						details
					}
					warnings {
						message
						field
						id
						details
					}
				}
				savedProperties {
					id
				}
				revisionToken
			}
		}
	`,
	z.object({ updateCustomerSavedProperties: UpdateSavedPropertiesPayloadSchema }),
)

export const PhoenixBookMemberInformation = defineOperation(
	/* GraphQL */ `
		query PhoenixBookMemberInformation($customerId: ID!) {
			customer(id: $customerId) {
				id
				profile {
					givenName
					surname
					localizedGivenName
					localizedSurname
					email
				}
				loyaltyInformation {
					memberNumber
					levelCode
					levelTypeCode
					tier
					currentPointBalance
					nightsThisYear
				}
			}
		}
	`,
	z.object({ customer: MemberInformationSchema.nullable() }),
)

/** The member's saved hotels and the revision token to update them with; null for an unknown member. */
export async function fetchSavedProperties(customerId: string, ctx: UpstreamContext, options?: CallOptions): Promise<CustomerSavedProperties | null> {
	const { customer } = await runOperation(PhoenixBookHotelHeaderCustomerData, { customerId }, ctx, options)
	return customer
}

/**
 * Replaces the member's saved hotels and answers what is stored, with the revision token
 * for the next update. Throws Conflict when the revision token is stale (nothing was
 * stored; read again), and an UpstreamError LIMIT_EXCEEDED past 20 hotels.
 */
export async function updateSavedProperties(input: UpdateSavedPropertiesInput, ctx: UpstreamContext, options?: CallOptions): Promise<CustomerSavedProperties> {
	const { updateCustomerSavedProperties: payload } = await runOperation(PhoenixBookUpdateSaveProperties, { input }, ctx, options)
	// The first status decides (spec 000 §7); the schema guarantees there is one. Spec 000 §4
	// compares the success code in any case ("Success" is success too).
	const [status] = payload.status
	if (status && status.code.toUpperCase() !== SAVE_PROPERTIES_SUCCESS) {
		const detail = status.errors.map((error) => error.message).join(', ')
		const error = errorForCode(status.code, {
			source: 'UXL_ERROR',
			component: PhoenixBookUpdateSaveProperties.name,
			status: status.httpStatus,
			detail,
		})
		throw reported(error, ctx)
	}
	return { id: input.id, savedProperties: payload.savedProperties, revisionToken: payload.revisionToken }
}

/** The member's profile and loyalty standing; null for an unknown member. */
export async function fetchMemberInformation(customerId: string, ctx: UpstreamContext, options?: CallOptions): Promise<MemberInformation | null> {
	const { customer } = await runOperation(PhoenixBookMemberInformation, { customerId }, ctx, options)
	return customer
}
