import { ACTIVATION_ERRORS, REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { ActivationDoneSchema, ActivationRefusalSchema, ActivationStartedSchema } from '@meridian/upstream-contract/account.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { ActivationRefused, type FailureDetails } from './errors.server.ts'
import { callService } from './service.server.ts'

// Activating an online account (spec 000 §7 createOnlineAccount, submitCreateOnlineAccount):
// a member without a login gives the member number and surname, then a password. Neither
// call is retried: each changes what the platform keeps.

/** Starts an activation; a refusal throws ActivationRefused (ACCOUNT_NOT_FOUND, ONLINE_ACCOUNT_EXISTS). */
export async function startActivation(
	input: { memberNumber: string; surname: string },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ activationId: string; emailHint: string }> {
	const answer = await callService(
		{
			name: 'createOnlineAccount',
			method: 'POST',
			path: REST_PATHS.createOnlineAccount,
			body: input,
			retry: false,
			result: ActivationStartedSchema,
			refusal: activationRefusal,
		},
		ctx,
		options,
	)
	return { activationId: answer.body.activationId, emailHint: answer.body.emailHint }
}

/** Sets the password (sealed as for sign-in); the login is the e-mail on file. Refusals throw ActivationRefused. */
export async function finishActivation(
	input: { activationId: string; password: string; passwordEncrypted: boolean },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ memberNumber: string; email: string }> {
	const answer = await callService(
		{
			name: 'submitCreateOnlineAccount',
			method: 'POST',
			path: REST_PATHS.submitCreateOnlineAccount,
			body: input,
			retry: false,
			result: ActivationDoneSchema,
			refusal: activationRefusal,
		},
		ctx,
		options,
	)
	return { memberNumber: answer.body.memberNumber, email: answer.body.email }
}

const REFUSALS: readonly string[] = [...Object.values(ACTIVATION_ERRORS), UPSTREAM_ERROR_CODES.badRequest]

function activationRefusal(status: number, body: unknown, details: FailureDetails) {
	const parsed = ActivationRefusalSchema.safeParse(body)
	if (!parsed.success || !REFUSALS.includes(parsed.data.code)) return undefined
	// A bad request names the password; any other is the client's mistake, left to the generic mapping.
	if (parsed.data.code === UPSTREAM_ERROR_CODES.badRequest && parsed.data.field !== 'password') return undefined
	return new ActivationRefused(parsed.data.code, { ...details, status, detail: `HTTP ${status}`, field: parsed.data.field })
}
