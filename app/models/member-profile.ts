import { ONE_TIME_CODE, POINTS_CONVERSION, SILVER_ELITE_NIGHTS } from '@meridian/upstream-contract/contract.ts'
import type { FormLimits } from './field-limits.ts'
import { NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './guest-profile.ts'
import type { Tier } from './member-level.ts'
import { PARTNER_NUMBER_LIMITS, partnerNumberProblem } from './partner-number.ts'

// The member's profile page (spec 000 §2 profile.mi, §3 member store): how far to Silver,
// what points are worth in miles and to which airline numbers, and what the phone nudge shows.

/** Nights still to stay this year for Silver Elite; null once the member is Silver or above. */
export function nightsToSilver(tier: Tier, nightsThisYear: number): number | null {
	if (tier !== 'member') return null
	return Math.max(0, SILVER_ELITE_NIGHTS - nightsThisYear)
}

/** The miles a conversion of these points gives (whole miles; the rest of a step is not lost, steps are whole). */
export const milesFor = (points: number) => Math.floor(points / POINTS_CONVERSION.pointsPerMile)

/** Why these points cannot be converted, or null: the steps are the platform's, the balance is checked there. */
export function conversionProblem(points: number): 'pointsRequired' | 'pointsBelowMinimum' | 'pointsStep' | null {
	if (!Number.isInteger(points) || points <= 0) return 'pointsRequired'
	if (points < POINTS_CONVERSION.minimumPoints) return 'pointsBelowMinimum'
	return points % POINTS_CONVERSION.stepPoints === 0 ? null : 'pointsStep'
}

/** Why this partner number will not do for a conversion to this airline, or null: an empty one only where the platform keeps one. */
export function conversionNumberProblem(number: string, partnerCode: string, savedPartnerCodes: readonly string[]) {
	if (!number) return savedPartnerCodes.includes(partnerCode) ? null : 'partnerNumberRequired'
	return partnerNumberProblem(number)
}

/** The airline numbers the platform keeps, as the profile shows them: the airline's name and the masked number. */
export function partnerAccountsShown(
	accounts: ReadonlyArray<{ partnerCode: string; maskedNumber: string }>,
	partners: ReadonlyArray<{ code: string; name: string }>,
) {
	return accounts.map(({ partnerCode, maskedNumber }) => ({
		partnerCode,
		partnerName: partners.find((partner) => partner.code === partnerCode)?.name ?? partnerCode,
		maskedNumber,
	}))
}

/** The choices of the points field: from the minimum, in steps, up to what the balance allows (at most twenty). */
export function conversionChoices(balance: number): number[] {
	const { minimumPoints, stepPoints } = POINTS_CONVERSION
	const choices: number[] = []
	for (let points = minimumPoints; points <= balance && choices.length < 20; points += stepPoints) choices.push(points)
	return choices
}

/** Spec 000 §3 profile nudge: a mobile number on file that is not verified yet is shown by its last four digits. */
export function phoneNudge(mobilePhone: { lastFourDigits: string; verified: boolean } | null): { fourDigitOfMobile: string } | null {
	return mobilePhone && !mobilePhone.verified ? { fourDigitOfMobile: mobilePhone.lastFourDigits } : null
}

/** The profile page's fields' limits (member-profile-schema.ts checks the values), for its forms. */
export const PROFILE_LIMITS = {
	givenName: { required: true, maxLength: NAME_MAX_LENGTH },
	surname: { required: true, maxLength: NAME_MAX_LENGTH },
	mobileCountry: { required: true },
	mobilePhone: { maxLength: PHONE_MAX_LENGTH },
	code: { required: true, maxLength: ONE_TIME_CODE.digits, inputMode: 'numeric' },
	partnerCode: { required: true },
	points: { required: true },
	partnerNumber: PARTNER_NUMBER_LIMITS,
} satisfies FormLimits
