import { z } from 'zod'
import { EARNING_PREFERENCES } from './contract.ts'

// The member as the data graph answers: saved hotels with the revision token that
// guards their update (spec 000 §3), and the member information the header shows.

export const SavedPropertySchema = z.object({ id: z.string() })

export const CustomerSavedPropertiesSchema = z.object({
	id: z.string(),
	revisionToken: z.string(),
	savedProperties: z.array(SavedPropertySchema),
})
export type CustomerSavedProperties = z.infer<typeof CustomerSavedPropertiesSchema>

export const MemberInformationSchema = z.object({
	id: z.string(),
	profile: z.object({
		givenName: z.string(),
		surname: z.string(),
		localizedGivenName: z.string().nullish(),
		localizedSurname: z.string().nullish(),
		email: z.string(),
	}),
	loyaltyInformation: z.object({
		memberNumber: z.string(),
		levelCode: z.string(),
		levelTypeCode: z.string(),
		tier: z.string(),
		currentPointBalance: z.number().int(),
		nightsThisYear: z.number().int(),
	}),
})
export type MemberInformation = z.infer<typeof MemberInformationSchema>

/** A member found by number and surname (lookup rewards): what a guest booking may see of them. */
export const RewardsMemberSchema = z.object({ memberNumber: z.string(), tierCode: z.string(), firstName: z.string() })
export type RewardsMember = z.infer<typeof RewardsMemberSchema>

const StatusMessageSchema = z.object({
	message: z.string(),
	field: z.string().nullish(),
	id: z.string().nullish(),
	details: z.string().nullish(),
})

/** Spec 001 §8 "response status fields": the first status's code says how it went. */
export const ResponseStatusSchema = z.object({
	httpStatus: z.number().int(),
	code: z.string(),
	errors: z.array(StatusMessageSchema),
	warnings: z.array(StatusMessageSchema),
})

export const UpdateSavedPropertiesPayloadSchema = z.object({
	status: z.array(ResponseStatusSchema).min(1),
	/** What is stored after the call: the new list on success, the unchanged one otherwise. */
	savedProperties: z.array(SavedPropertySchema),
	revisionToken: z.string(),
})

export type UpdateSavedPropertiesInput = {
	/** The customer's id (consumerID). */
	id: string
	savedProperties: Array<{ id: string }>
	/** The token read with the list; a stale one is refused with CONFLICT. */
	revisionToken: string
}

/** The status code of a stored update (docs/upstream-contract.md). */
export const SAVE_PROPERTIES_SUCCESS = 'SUCCESS'

export const EarningPreferenceSchema = z.enum(EARNING_PREFERENCES)
export type EarningPreference = z.infer<typeof EarningPreferenceSchema>

export const CustomerProfileSchema = z.object({
	givenName: z.string(),
	surname: z.string(),
	localizedGivenName: z.string().nullish(),
	localizedSurname: z.string().nullish(),
	email: z.string(),
	mobilePhone: z.object({ lastFourDigits: z.string(), verified: z.boolean() }).nullable(),
	communicationPreferences: z.object({ email: z.boolean(), sms: z.boolean() }),
	twoStepVerification: z.boolean(),
})
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>

/** A member's number in a partner airline's programme, masked by the platform (••••1234): the whole number never comes back. */
export const PartnerAccountSchema = z.object({ partnerCode: z.string(), maskedNumber: z.string() })

/** The member's profile page (spec 000 §2 profile.mi, §3 member store): the profile with the airline numbers kept, loyalty standing and saved hotels. */
export const MemberProfileSchema = z.object({
	id: z.string(),
	revisionToken: z.string(),
	profile: CustomerProfileSchema.extend({ partnerAccounts: z.array(PartnerAccountSchema) }),
	loyaltyInformation: MemberInformationSchema.shape.loyaltyInformation.extend({ earningPreference: EarningPreferenceSchema }),
	savedProperties: z.array(
		z.object({ id: z.string(), property: z.object({ id: z.string(), seoNickname: z.string(), basicInformation: z.object({ name: z.string() }) }).nullable() }),
	),
})
export type MemberProfile = z.infer<typeof MemberProfileSchema>

export const ConversionPartnerSchema = z.object({ code: z.string(), name: z.string() })
export type ConversionPartner = z.infer<typeof ConversionPartnerSchema>

export const PromotionSchema = z.object({
	code: z.string(),
	title: z.string(),
	description: z.string(),
	startDate: z.string(),
	endDate: z.string(),
	registered: z.boolean(),
})
export type Promotion = z.infer<typeof PromotionSchema>

/** Refusals of the profile mutations (with UNAUTHORIZED, BAD_REQUEST, UNPROCESSABLE_ENTITY and the one-time code errors). */
export const INSUFFICIENT_POINTS = 'INSUFFICIENT_POINTS'
export const PROMOTION_CLOSED = 'E_PROMOTION_CLOSED'
