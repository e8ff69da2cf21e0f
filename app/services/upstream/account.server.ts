import { HEADERS, LOGIN_ERROR_CODES, ONE_TIME_CODE_ERRORS, REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import {
	ClearRememberedUserSchema,
	EncryptionKeySchema,
	ForgotPasswordSchema,
	LogoutSchema,
	LoginRefusalSchema,
	LoginSuccessSchema,
	OneTimeCodeRefusalSchema,
	OneTimeCodeSentSchema,
	RandomDataSchema,
	SignInCodeVerifiedSchema,
	SignInSubjectSchema,
	UserDetailsSchema,
	type LoginPayload,
	type LoginSuccess,
	type SignInCodeVerified,
	type UserDetails,
} from '@meridian/upstream-contract/account.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { LoginRefused, OneTimeCodeRefused, UpstreamError, type FailureDetails } from './errors.server.ts'
import { logFailures } from './failure-log.server.ts'
import { callService } from './service.server.ts'

// The account services: the sign-in key, sign-in, the member behind the session,
// forgetting a remembered member, password reset, and sign-out.

/** The RSA public key (PEM) the password is encrypted with before it leaves the app. */
export async function fetchEncryptionKey(ctx: UpstreamContext, options?: CallOptions): Promise<string> {
	const answer = await callService({ name: 'encryptionKey', method: 'GET', path: REST_PATHS.encryptionKey, result: EncryptionKeySchema }, ctx, options)
	return answer.body.rsaPublicKey
}

export type SignInOptions = CallOptions & {
	/** The enterprise (associate) variant of sign-in: isEAA and the enterprise flag. */
	enterprise?: boolean
	/** Posted from a sign-in overlay (an iframe) rather than a page. */
	overlay?: boolean
	/** Only for a platform that takes the password in the clear (skipdecode: true); the default sends ciphertext. */
	passwordEncrypted?: boolean
	/** What the random-data URL answered for this sign-in (fetchRandomData). */
	randomData?: string
	/** The book-dtt feature flag (the DTT flag header). */
	dtt?: boolean
}

/**
 * Signs in the session's visitor (spec 000 §7): loginWithCredentials, or
 * loginWithCredentialsAndLink when the visitor came from a trip (tripDetails), which links
 * that reservation to the member. The payload's password must already be encrypted with
 * fetchEncryptionKey's key. Refused credentials throw LoginRefused with the sign-in
 * server's code (LOGIN_ERROR_CODES) and, when it gives one, where to send the visitor.
 */
export async function signIn(
	payload: LoginPayload,
	ctx: UpstreamContext,
	{ enterprise = false, overlay = false, passwordEncrypted, randomData, dtt = false, ...options }: SignInOptions = {},
): Promise<{ result: LoginSuccess; loginEventDetails: string | null }> {
	const linking = payload.tripDetails !== undefined
	const answer = await callService(
		{
			name: linking ? 'loginWithCredentialsAndLink' : 'loginWithCredentials',
			method: 'POST',
			path: linking ? REST_PATHS.loginWithCredentialsAndLink : REST_PATHS.loginWithCredentials,
			headers: {
				[HEADERS.isEAA]: String(enterprise),
				[HEADERS.enterprise]: String(enterprise),
				[HEADERS.overlay]: String(overlay),
				[HEADERS.skipDecode]: String(passwordEncrypted === false),
				[HEADERS.dttFlag]: String(dtt),
				...(randomData ? { [HEADERS.randomData]: randomData } : {}),
				...(ctx.sessionToken ? { [HEADERS.sessionToken]: ctx.sessionToken } : {}),
			},
			body: payload,
			result: LoginSuccessSchema,
			refusal: loginRefusal,
		},
		ctx,
		options,
	)
	return { result: answer.body, loginEventDetails: answer.headers.get(HEADERS.loginEventDetails) }
}

/**
 * The random-data URL (spec 000 §7): one of two, by the book-dtt flag; `rand` keeps any
 * cache from answering. The value is good once, for the session's next sign-in. A GET,
 * but it changes the session, so it is not retried.
 */
export async function fetchRandomData(ctx: UpstreamContext, { dtt = false, ...options }: CallOptions & { dtt?: boolean } = {}): Promise<string> {
	const answer = await callService(
		{
			name: 'randomData',
			method: 'GET',
			path: dtt ? REST_PATHS.randomDataDtt : REST_PATHS.randomData,
			query: { rand: String(Math.random()) },
			sessionCookie: true,
			retry: false,
			result: RandomDataSchema,
		},
		ctx,
		options,
	)
	return answer.body.randomData
}

const SIGN_IN_CODES: readonly string[] = Object.values(LOGIN_ERROR_CODES)

function loginRefusal(status: number, body: unknown, details: FailureDetails) {
	const parsed = LoginRefusalSchema.safeParse(body)
	if (!parsed.success || !SIGN_IN_CODES.includes(parsed.data.code)) return undefined
	return new LoginRefused(parsed.data.code, {
		...details,
		status,
		detail: `HTTP ${status}`,
		nextStateURI: parsed.data.nextStateURI ?? undefined,
	})
}

/** The statuses userDetails answers when all is well, compared case-insensitively (spec 000 §7). */
/** The code of the log line for a userDetails answer that is not OK. */
const USER_DETAILS_NOT_OK = 'USER_DETAILS_NOT_OK'

const USER_DETAILS_OK = new Set(['success', 'ok'])

/**
 * Who the session belongs to (spec 000 §7: status, rememberedUser, userProfileData,
 * headerSubtext.consumerName): a signed-in or remembered member, or nobody
 * (userProfileData null). An answer whose status is not OK is logged only (spec 000 §8)
 * and read as null: the caller carries on as it would without the details.
 */
export async function fetchUserDetails(ctx: UpstreamContext, options?: CallOptions): Promise<UserDetails | null> {
	const answer = await callService(
		{ name: 'userDetails', method: 'GET', path: REST_PATHS.userDetails, sessionCookie: true, result: UserDetailsSchema },
		ctx,
		options,
	)
	const { status } = answer.body
	if (USER_DETAILS_OK.has(status.toLowerCase())) return answer.body
	logFailures(
		[new UpstreamError(USER_DETAILS_NOT_OK, { source: 'API_ERROR', component: 'userDetails', status: answer.status, detail: `status ${status}` })],
		ctx,
	)
	return null
}

/**
 * Makes the session forget its remembered member ("Not you?"). A GET, but it changes
 * the session, so it is not retried.
 */
export async function clearRememberedUser(
	returnTo: string,
	ctx: UpstreamContext,
	{ enterprise = false, ...options }: CallOptions & { enterprise?: boolean } = {},
): Promise<{ returnTo: string }> {
	const answer = await callService(
		{
			name: 'clearRememberedUser',
			method: 'GET',
			path: REST_PATHS.clearRememberedUser,
			query: { returnTo },
			headers: { [HEADERS.isEAA]: String(enterprise) },
			sessionCookie: true,
			retry: false,
			result: ClearRememberedUserSchema,
		},
		ctx,
		options,
	)
	return { returnTo: answer.body.returnTo }
}

/**
 * The account a sign-in names, as the platform's opaque key (signInSubject, ours): one for
 * each of its identifiers, or for the remembered member's id; one of the same shape for an
 * identifier of no account.
 */
export async function fetchSignInSubject(by: { userId: string } | { customerId: string }, ctx: UpstreamContext, options?: CallOptions): Promise<string> {
	const answer = await callService(
		{ name: 'signInSubject', method: 'POST', path: REST_PATHS.signInSubject, body: by, result: SignInSubjectSchema },
		ctx,
		options,
	)
	return answer.body.subject
}

export type CodeChannel = 'email' | 'sms'

/**
 * Starts a password reset (forgotPasswordSubmit), or asks for a new code (generateOTP):
 * the platform sends a one-time code to the account's e-mail or phone. The answer is the
 * same whether or not the account exists; too soon after the last code, or while locked
 * out, it throws OneTimeCodeRefused with the wait.
 */
export async function sendPasswordResetCode(
	{ email, channel, first }: { email: string; channel: CodeChannel; first: boolean },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ resendAfterSeconds: number }> {
	const answer = await callService(
		{
			name: first ? 'forgotPasswordSubmit' : 'generateOTP',
			method: 'POST',
			path: first ? REST_PATHS.forgotPassword : REST_PATHS.generateOtp,
			body: { email, channel },
			retry: false,
			result: OneTimeCodeSentSchema,
			refusal: oneTimeCodeRefusal,
		},
		ctx,
		options,
	)
	return { resendAfterSeconds: answer.body.resendAfterSeconds }
}

/** Sets the new password (already encrypted with the sign-in key) with the code; a refusal throws OneTimeCodeRefused. */
export async function submitNewPassword(
	input: { email: string; code: string; password: string; passwordEncrypted: boolean },
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<void> {
	await callService(
		{
			name: 'newPasswordSubmit',
			method: 'POST',
			path: REST_PATHS.newPassword,
			body: input,
			retry: false,
			result: ForgotPasswordSchema,
			refusal: oneTimeCodeRefusal,
		},
		ctx,
		options,
	)
}

/**
 * Finishes a sign-in whose second factor is pending (docs/decisions/020): the platform
 * signs the session in with the right code. A wrong, used or run-out code, or the lock-out
 * after wrong ones, throws OneTimeCodeRefused. Not retried: each try counts.
 */
export async function verifySignInCode(code: string, ctx: UpstreamContext, options?: CallOptions): Promise<SignInCodeVerified> {
	const answer = await callService(
		{
			name: 'verifySignInCode',
			method: 'POST',
			path: REST_PATHS.verifySignInCode,
			sessionCookie: true,
			body: { code },
			retry: false,
			result: SignInCodeVerifiedSchema,
			refusal: oneTimeCodeRefusal,
		},
		ctx,
		options,
	)
	return answer.body
}

/** A new code for the pending sign-in; too soon after the last, or while locked out, throws OneTimeCodeRefused with the wait. */
export async function resendSignInCode(ctx: UpstreamContext, options?: CallOptions): Promise<void> {
	await callService(
		{
			name: 'resendSignInCode',
			method: 'POST',
			path: REST_PATHS.resendSignInCode,
			sessionCookie: true,
			body: {},
			retry: false,
			result: OneTimeCodeSentSchema,
			refusal: oneTimeCodeRefusal,
		},
		ctx,
		options,
	)
}

const CODE_REFUSALS: readonly string[] = [...Object.values(ONE_TIME_CODE_ERRORS), UPSTREAM_ERROR_CODES.badRequest]

function oneTimeCodeRefusal(status: number, body: unknown, details: FailureDetails) {
	const parsed = OneTimeCodeRefusalSchema.safeParse(body)
	if (!parsed.success || !CODE_REFUSALS.includes(parsed.data.code)) return undefined
	// A bad request names the password; any other is the client's mistake, left to the generic mapping.
	if (parsed.data.code === UPSTREAM_ERROR_CODES.badRequest && parsed.data.field !== 'password') return undefined
	return new OneTimeCodeRefused(parsed.data.code, {
		...details,
		status,
		detail: `HTTP ${status}`,
		retryAfterSeconds: parsed.data.retryAfterSeconds,
		field: parsed.data.field,
	})
}

/**
 * Signs the member out: the platform revokes the access token and drops the sign-in
 * keys from the session; a remembered member stays remembered. Not retried.
 */
export async function signOut(ctx: UpstreamContext, options?: CallOptions): Promise<void> {
	await callService({ name: 'logout', method: 'POST', path: REST_PATHS.logout, sessionCookie: true, result: LogoutSchema }, ctx, options)
}
