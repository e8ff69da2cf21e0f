import { REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { EnrollmentPrefillSchema, type EnrollmentPrefill } from '@meridian/upstream-contract/account.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { UpstreamError } from './errors.server.ts'
import { callService } from './service.server.ts'

// A join link's data (spec 000 §7 decryptEnrollmentData): the platform opens what it sealed.

/** The prefill the data carries; null for data that was changed, is not a join link's, or is too old. */
export async function openEnrollmentData(data: string, ctx: UpstreamContext, options?: CallOptions): Promise<EnrollmentPrefill | null> {
	try {
		const answer = await callService(
			{ name: 'decryptEnrollmentData', method: 'POST', path: REST_PATHS.decryptEnrollmentData, body: { data }, result: EnrollmentPrefillSchema },
			ctx,
			options,
		)
		return answer.body.prefill
	} catch (error) {
		if (error instanceof UpstreamError && error.code === UPSTREAM_ERROR_CODES.badRequest) return null
		throw error
	}
}
