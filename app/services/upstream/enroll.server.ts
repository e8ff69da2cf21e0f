import { REST_PATHS, RESERVATION_NOT_LINKED, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { EnrolledSchema, EnrollmentRefusalSchema, type EnrollRequest } from '@meridian/upstream-contract/account.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { EnrollmentRefused, type FailureDetails } from './errors.server.ts'
import { callService } from './service.server.ts'

// Joining Meridian Rewards on the join page (spec 000 §7 enroll v1, v2): v1 makes the
// member; v2, for a join link, also takes the link's stay into the new account and warns
// RESERVATION_NOT_LINKED when it cannot. Never retried: a second call would be a second join.

/**
 * The new member's number, and whether the join link's stay joined the account (true when
 * there was none). The password arrives sealed (password-encryption.server.ts). A refusal
 * throws EnrollmentRefused with the field it is about.
 */
export async function enroll(
	{ confirmationNumber, ...person }: EnrollRequest & { confirmationNumber?: string | null },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ memberNumber: string; reservationLinked: boolean }> {
	const answer = await callService(
		{
			name: confirmationNumber ? 'enroll.v2' : 'enroll',
			method: 'POST',
			path: confirmationNumber ? REST_PATHS.enrollV2 : REST_PATHS.enroll,
			body: confirmationNumber ? { ...person, confirmationNumber } : person,
			retry: false,
			result: EnrolledSchema,
			refusal: refusalOfEnroll,
		},
		ctx,
		options,
	)
	const reservationLinked = !answer.body.warnings.some((warning) => warning.code === RESERVATION_NOT_LINKED)
	return { memberNumber: answer.body.memberNumber, reservationLinked }
}

/**
 * Every refusal is the form's to say (uxlFailureErrorMessage for a code it does not know), as
 * joinNow's were; an expired session is left to the generic mapping, which sends it to its page.
 */
function refusalOfEnroll(status: number, body: unknown, details: FailureDetails) {
	const parsed = EnrollmentRefusalSchema.safeParse(body)
	if (!parsed.success || parsed.data.code === UPSTREAM_ERROR_CODES.sessionExpired) return undefined
	return new EnrollmentRefused(parsed.data.code, { ...details, status, detail: `HTTP ${status}`, field: parsed.data.field })
}
