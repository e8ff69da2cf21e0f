import { describe, expect, it } from 'vitest'
import { dataLayer, taggedContent } from '#mocks/upstream/fixtures/services.ts'
import { LOGIN_EVENT_DETAILS, loginSuccess, userDetails } from '#mocks/upstream/fixtures/account.ts'
import { customers } from '#mocks/upstream/fixtures/customer.ts'
import { properties } from '#mocks/upstream/fixtures/property.ts'
import { countries, featureFlags, statesByCountry } from '#mocks/upstream/fixtures/reference.ts'
import { seededSessions } from '#mocks/upstream/fixtures/session.ts'
import { LoginSuccessSchema, UserDetailsSchema } from '@meridian/upstream-contract/account.ts'
import { TaggedContentSchema } from '@meridian/upstream-contract/content-search.ts'
import { CustomerSavedPropertiesSchema, MemberInformationSchema } from '@meridian/upstream-contract/customer.ts'
import { DataLayerSchema } from '@meridian/upstream-contract/data-layer.ts'
import { HotelHeaderPropertySchema, PropertyBarPropertySchema } from '@meridian/upstream-contract/property.ts'
import { FeatureFlagSchema, LookupSchema } from '@meridian/upstream-contract/reference.ts'
import { SessionDataSchema } from '@meridian/upstream-contract/session.ts'

// The mock answers from these; each satisfies the schema the client parses it with.
describe('mock fixtures', () => {
	it.each(properties.map((property) => [property.id, property] as const))('hotel %s is a header and a property bar', (_id, property) => {
		expect(HotelHeaderPropertySchema.safeParse(property).success).toBe(true)
		expect(PropertyBarPropertySchema.safeParse(property).success).toBe(true)
	})

	it('members', () => {
		for (const customer of customers) {
			expect(CustomerSavedPropertiesSchema.safeParse(customer).success).toBe(true)
			expect(MemberInformationSchema.safeParse(customer).success).toBe(true)
		}
	})

	it('reference data', () => {
		for (const lookup of [...countries, ...Object.values(statesByCountry).flat()]) expect(LookupSchema.parse(lookup)).toEqual(lookup)
		for (const flag of featureFlags) expect(FeatureFlagSchema.parse(flag)).toEqual(flag)
	})

	it('account, session and service answers', () => {
		expect(LoginSuccessSchema.safeParse(loginSuccess('/')).success).toBe(true)
		expect(UserDetailsSchema.safeParse(userDetails(true, true)).success).toBe(true)
		expect(UserDetailsSchema.safeParse(userDetails(false, false)).success).toBe(true)
		for (const data of seededSessions().values()) expect(SessionDataSchema.safeParse(data).success).toBe(true)
		expect(DataLayerSchema.safeParse(dataLayer).success).toBe(true)
		expect(TaggedContentSchema.safeParse(taggedContent).success).toBe(true)
		expect(LOGIN_EVENT_DETAILS).not.toMatch(/@/)
	})
})
