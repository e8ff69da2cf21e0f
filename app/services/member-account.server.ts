import type { UpstreamContext } from './upstream/context.server.ts'
import {
	convertPoints,
	fetchMemberProfile,
	fetchPromotions,
	registerForPromotion,
	sendMobilePhoneCode,
	updateCustomerProfile,
	updateEarningPreference,
	verifyMobilePhone,
} from './upstream/operations/member-profile.server.ts'
import { buyPoints } from './upstream/operations/points.server.ts'

// A loyalty member's own account: the profile and its changes, the mobile number's
// verification, points (converted to miles or bought) and promotions. Refusals come back
// as outcomes; an outage is thrown as it came, for the route to answer.

/** The profile page's data: the member (null if unknown) and the airlines points convert to. */
export function memberProfile(customerId: string, ctx: UpstreamContext) {
	return fetchMemberProfile(customerId, ctx)
}

/** Changes the member's name, mobile number and communication preferences. */
export function saveProfileChange(change: Parameters<typeof updateCustomerProfile>[0], ctx: UpstreamContext) {
	return updateCustomerProfile(change, ctx)
}

/** Changes whether the member's stays earn points or miles. */
export function changeEarningPreference(change: Parameters<typeof updateEarningPreference>[0], ctx: UpstreamContext) {
	return updateEarningPreference(change, ctx)
}

/** Converts points to an airline's miles. */
export function pointsToMiles(conversion: Parameters<typeof convertPoints>[0], ctx: UpstreamContext) {
	return convertPoints(conversion, ctx)
}

/** Texts a code to the member's unverified mobile number. */
export function sendPhoneCode(customerId: string, ctx: UpstreamContext) {
	return sendMobilePhoneCode(customerId, ctx)
}

/** Confirms the member's mobile number with the code texted to it. */
export function verifyPhone(input: Parameters<typeof verifyMobilePhone>[0], ctx: UpstreamContext) {
	return verifyMobilePhone(input, ctx)
}

/** Buys points with the payment service's one-time token. */
export function topUpPoints(input: Parameters<typeof buyPoints>[0], ctx: UpstreamContext) {
	return buyPoints(input, ctx)
}

/** Promotions open today, or the one named, with whether the member has registered. */
export function findPromotions(code: string | null, ctx: UpstreamContext) {
	return fetchPromotions(code, ctx)
}

/** Registers the member for a promotion; registered already is success. */
export function registerMember(input: Parameters<typeof registerForPromotion>[0], ctx: UpstreamContext) {
	return registerForPromotion(input, ctx)
}
