import { z } from 'zod'
import {
	ConversionPartnerSchema,
	CustomerProfileSchema,
	EarningPreferenceSchema,
	MemberProfileSchema,
	PromotionSchema,
	ResponseStatusSchema,
	type ConversionPartner,
	type CustomerProfile,
	type EarningPreference,
	type MemberProfile,
	type Promotion,
} from '@meridian/upstream-contract/customer.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { STATUS } from './booking-selections.server.ts'
import { refusalOf, SUCCESS, type Outcome } from './order.server.ts'

// The member's own account (spec 000 §2 profile, /promotion): the profile with loyalty
// standing and saved hotels, its changes, the mobile number's verification, earning
// preference, points to miles, promotions. All need the member's bearer token.

const PROFILE =
	'givenName surname localizedGivenName localizedSurname email mobilePhone { lastFourDigits verified } communicationPreferences { email sms } twoStepVerification'
const PROMOTION = 'code title description startDate endDate registered'

export const PhoenixBookMemberProfile = defineOperation(
	/* GraphQL */ `
		query PhoenixBookMemberProfile($customerId: ID!) {
			customer(id: $customerId) {
				id
				revisionToken
				profile { ${PROFILE} partnerAccounts { partnerCode maskedNumber } }
				loyaltyInformation { memberNumber levelCode levelTypeCode tier currentPointBalance nightsThisYear earningPreference }
				savedProperties { id property { id seoNickname basicInformation { name } } }
			}
			conversionPartners { code name }
		}
	`,
	z.object({ customer: MemberProfileSchema.nullable(), conversionPartners: z.array(ConversionPartnerSchema) }),
)

const ProfilePayloadSchema = z.object({ status: z.array(ResponseStatusSchema).min(1), profile: CustomerProfileSchema.nullish() })

export const PhoenixBookUpdateCustomerProfile = defineOperation(
	`mutation PhoenixBookUpdateCustomerProfile($input: UpdateCustomerProfileInput!) { updateCustomerProfile(input: $input) { ${STATUS} profile { ${PROFILE} } } }`,
	z.object({ updateCustomerProfile: ProfilePayloadSchema }),
)

export const PhoenixBookSendMobilePhoneCode = defineOperation(
	`mutation PhoenixBookSendMobilePhoneCode($input: CustomerIdInput!) { sendMobilePhoneCode(input: $input) { ${STATUS} transactionId lastFourDigits } }`,
	z.object({
		sendMobilePhoneCode: z.object({ status: z.array(ResponseStatusSchema).min(1), transactionId: z.string().nullish(), lastFourDigits: z.string().nullish() }),
	}),
)

export const PhoenixBookVerifyMobilePhone = defineOperation(
	`mutation PhoenixBookVerifyMobilePhone($input: VerifyMobilePhoneInput!) { verifyMobilePhone(input: $input) { ${STATUS} profile { ${PROFILE} } } }`,
	z.object({ verifyMobilePhone: ProfilePayloadSchema }),
)

export const PhoenixBookUpdateEarningPreference = defineOperation(
	`mutation PhoenixBookUpdateEarningPreference($input: UpdateEarningPreferenceInput!) { updateEarningPreference(input: $input) { ${STATUS} earningPreference } }`,
	z.object({ updateEarningPreference: z.object({ status: z.array(ResponseStatusSchema).min(1), earningPreference: EarningPreferenceSchema.nullish() }) }),
)

export const PhoenixBookConvertPoints = defineOperation(
	`mutation PhoenixBookConvertPoints($input: ConvertPointsInput!) { convertPoints(input: $input) { ${STATUS} milesAwarded currentPointBalance } }`,
	z.object({
		convertPoints: z.object({
			status: z.array(ResponseStatusSchema).min(1),
			milesAwarded: z.number().int().nullish(),
			currentPointBalance: z.number().int().nullish(),
		}),
	}),
)

export const PhoenixBookPromotions = defineOperation(
	`query PhoenixBookPromotions($code: ID) { promotions(code: $code) { ${PROMOTION} } }`,
	z.object({ promotions: z.array(PromotionSchema) }),
)

export const PhoenixBookRegisterForPromotion = defineOperation(
	`mutation PhoenixBookRegisterForPromotion($input: RegisterForPromotionInput!) { registerForPromotion(input: $input) { ${STATUS} promotion { ${PROMOTION} } } }`,
	z.object({ registerForPromotion: z.object({ status: z.array(ResponseStatusSchema).min(1), promotion: PromotionSchema.nullish() }) }),
)

/** The profile page's data in one call: the member (null if unknown) with the airline numbers kept, and the airlines points convert to. */
export async function fetchMemberProfile(
	customerId: string,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ member: MemberProfile | null; partners: ConversionPartner[] }> {
	const answer = await runOperation(PhoenixBookMemberProfile, { customerId }, ctx, options)
	return { member: answer.customer, partners: answer.conversionPartners }
}

export type ProfileChange = {
	customerId: string
	givenName: string
	surname: string
	mobilePhone: string | null
	communicationPreferences: { email: boolean; sms: boolean }
}

/** The profile as stored after the change; refusals BAD_REQUEST, UNPROCESSABLE_ENTITY, phone.duplicate.account (with the field). */
export async function updateCustomerProfile(input: ProfileChange, ctx: UpstreamContext, options?: CallOptions): Promise<Outcome<{ profile: CustomerProfile }>> {
	const { updateCustomerProfile: payload } = await runOperation(PhoenixBookUpdateCustomerProfile, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.profile) return { ok: true, profile: payload.profile }
	return refusalOf(PhoenixBookUpdateCustomerProfile, status, ctx)
}

/** Texts a code to the unverified mobile number; refusals OTP_TOO_SOON, BAD_REQUEST. */
export async function sendMobilePhoneCode(customerId: string, ctx: UpstreamContext, options?: CallOptions): Promise<Outcome<{ transactionId: string }>> {
	const { sendMobilePhoneCode: payload } = await runOperation(PhoenixBookSendMobilePhoneCode, { input: { customerId } }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.transactionId) return { ok: true, transactionId: payload.transactionId }
	return refusalOf(PhoenixBookSendMobilePhoneCode, status, ctx)
}

/** Confirms the mobile number; refusals OTP_INVALID, OTP_EXPIRED, OTP_LOCKED. */
export async function verifyMobilePhone(
	input: { customerId: string; transactionId: string; code: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ profile: CustomerProfile }>> {
	const { verifyMobilePhone: payload } = await runOperation(PhoenixBookVerifyMobilePhone, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.profile) return { ok: true, profile: payload.profile }
	return refusalOf(PhoenixBookVerifyMobilePhone, status, ctx)
}

export async function updateEarningPreference(
	input: { customerId: string; earningPreference: EarningPreference },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ earningPreference: EarningPreference }>> {
	const { updateEarningPreference: payload } = await runOperation(PhoenixBookUpdateEarningPreference, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.earningPreference) return { ok: true, earningPreference: payload.earningPreference }
	return refusalOf(PhoenixBookUpdateEarningPreference, status, ctx)
}

/**
 * Points to an airline's miles, to the member's number there (null: the one the platform keeps for that airline);
 * refusals INSUFFICIENT_POINTS, INVALID_PARTNER_NUMBER and BAD_REQUEST (field points, partnerCode or partnerNumber).
 */
export async function convertPoints(
	input: { customerId: string; partnerCode: string; points: number; partnerNumber: string | null },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ milesAwarded: number; currentPointBalance: number }>> {
	const { convertPoints: payload } = await runOperation(PhoenixBookConvertPoints, { input }, ctx, options)
	const [status] = payload.status
	const { milesAwarded, currentPointBalance } = payload
	if (status?.code === SUCCESS && typeof milesAwarded === 'number' && typeof currentPointBalance === 'number')
		return { ok: true, milesAwarded, currentPointBalance }
	return refusalOf(PhoenixBookConvertPoints, status, ctx)
}

/** Promotions open today, or the one named (open or not), with whether the member has registered. */
export async function fetchPromotions(code: string | null, ctx: UpstreamContext, options?: CallOptions): Promise<Promotion[]> {
	const { promotions } = await runOperation(PhoenixBookPromotions, { code }, ctx, options)
	return promotions
}

/** Registers the member; refusals NOT_FOUND and E_PROMOTION_CLOSED. Registered already is success. */
export async function registerForPromotion(
	input: { customerId: string; promotionCode: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<Outcome<{ promotion: Promotion }>> {
	const { registerForPromotion: payload } = await runOperation(PhoenixBookRegisterForPromotion, { input }, ctx, options)
	const [status] = payload.status
	if (status?.code === SUCCESS && payload.promotion) return { ok: true, promotion: payload.promotion }
	return refusalOf(PhoenixBookRegisterForPromotion, status, ctx)
}
