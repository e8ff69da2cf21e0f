// A Meridian Rewards member number a guest adds on the guest-details form, so a stay booked
// without signing in earns that member's points (spec 001 §7 lookup rewards; §5 numbers
// only). Member numbers are nine digits, as the platform gives them; a guest may type them
// in groups with spaces. Whether the number is a member's, with the guest's last name, is
// the platform's to say.

export const REWARDS_NUMBER_LENGTH = 9

/** A field that takes a member number: its digits, with room for the spaces of a number typed in groups. */
export const MEMBER_NUMBER_LIMITS = { maxLength: REWARDS_NUMBER_LENGTH + 4, inputMode: 'numeric' } as const

/** The number as the platform takes it: the digits, without the spaces a guest may type. */
export const rewardsNumberDigits = (typed: string) => typed.replace(/\s+/g, '')

/** What is wrong with a typed number; an empty one is none (the field is optional). */
export function rewardsNumberProblem(typed: string): 'rewardsNumberInvalid' | null {
	const digits = rewardsNumberDigits(typed)
	if (!digits) return null
	return new RegExp(`^\\d{${REWARDS_NUMBER_LENGTH}}$`).test(digits) ? null : 'rewardsNumberInvalid'
}

/** A member number as a page may show it: only its last four digits ("•••••2223"). */
export const maskedRewardsNumber = (lastFour: string) => `${'•'.repeat(REWARDS_NUMBER_LENGTH - 4)}${lastFour.slice(-4)}`

/**
 * The member a guest's booked stay earns for, as the confirmation names them: masked, and
 * only to a guest (a signed-in member's own stay is theirs anyway; a guest who just joined
 * is welcomed with the new number instead).
 */
export function rewardsCreditOf(guest: { memberNumberLastFour?: string | null }, visitor: { state: string; joinedNow: boolean }): string | null {
	if (visitor.state !== 'guest' || visitor.joinedNow || !guest.memberNumberLastFour) return null
	return maskedRewardsNumber(guest.memberNumberLastFour)
}
