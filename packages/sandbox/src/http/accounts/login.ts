import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { z } from 'zod'
import { HEADERS, LOGIN_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { customerIdForToken } from '../../auth/tokens.ts'
import { verifyNobody, verifyPassword } from '../../crypto/password.ts'
import { decryptSignInSecret, type SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import type { SessionData } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { findSignInAccount, memberProfile, type Customer } from './members.ts'
import { badRequest, parseBody, safeReturnPath } from './respond.ts'
import { sessionExpired } from './session.ts'
import { sessionTokenOf, type SessionStore } from './session-store.ts'
import { hasSecondFactor, pendingOf, startSecondFactor } from './second-factor.ts'
import { signedInSessionData } from './signed-in-session.ts'
import { accountSubject, clearFailures, isLocked, recordFailure, unknownSubject, type FailureOutcome } from './sign-in-attempts.ts'

// The spec's limits are 80 for the user id and 20 for the password; the ciphertext of a
// 2048-bit key is 344 base64 characters. The bounds here only keep out absurd bodies.
const LoginSchema = z.object({
	userId: z.string().max(254),
	password: z.string().min(1).max(1024),
	passwordEncrypted: z.boolean().optional(),
	rememberMe: z.boolean().optional(),
	returnUrl: z.string().max(2048).optional(),
	pageModuleName: z.string().max(200).optional(),
	queryParams: z.union([z.string().max(2048), z.record(z.string(), z.unknown())]).optional(),
	tripDetails: z.object({ tripId: z.string().max(100) }).optional(),
})
type LoginBody = z.infer<typeof LoginSchema>

const FAILURES: Record<FailureOutcome, { status: number; code: string; message: string }> = {
	invalid: { status: 401, code: LOGIN_ERROR_CODES.invalid, message: 'The e-mail or member number and password do not match.' },
	'last-attempt': {
		status: 401,
		code: LOGIN_ERROR_CODES.lastAttempt,
		message: 'The password is incorrect. One attempt remains before the account is locked.',
	},
	locked: {
		status: 423,
		code: LOGIN_ERROR_CODES.lockedOut,
		message: 'The account is locked after too many failed sign-in attempts. Try again later.',
	},
}

// The right password, but the account may not sign in this way yet (docs/decisions/016).
// Told only after the password matched, so they say nothing to someone guessing.
type Unverified = 'phone-not-verified' | 'membership-not-verified'
const UNVERIFIED: Record<Unverified, { status: number; code: string; message: string }> = {
	'phone-not-verified': {
		status: 403,
		code: LOGIN_ERROR_CODES.phoneNotVerified,
		message: 'This mobile number is not verified; sign in with the e-mail or member number.',
	},
	'membership-not-verified': {
		status: 403,
		code: LOGIN_ERROR_CODES.membershipNotVerified,
		message: 'The membership must be verified: set a new password with the code sent to the member.',
	},
}

/** Why an account whose password matched may not sign in yet, or null. */
function unverified(account: { customer: Customer; byMobile: boolean }): Unverified | null {
	if (account.byMobile && !account.customer.mobilePhoneVerified) return 'phone-not-verified'
	return account.customer.membershipVerificationRequired ? 'membership-not-verified' : null
}

type LoginDeps = SandboxDeps & { sessions: SessionStore; signInKeyPair: () => Promise<SignInKeyPair> }

/** The session key the random-data URL's last value is kept under, until a sign-in uses it. */
const RANDOM_DATA_KEY = 'signInRandomData'

const RandomDataQuerySchema = z.object({ rand: z.string().regex(/^[\w.-]{1,64}$/) })

/**
 * `GET randomData?rand=…` (spec 000 §7; either of the two URLs): a one-time value for the
 * session's next sign-in, which sends it back in x-random-data. `rand` only keeps caches
 * from answering; it is required, as the client always sends it.
 */
export function randomData({ sessions }: Pick<LoginDeps, 'sessions'>) {
	return async (req: Request, res: Response) => {
		if (!RandomDataQuerySchema.safeParse(req.query).success) return badRequest(res, 'rand: required')
		const token = sessionTokenOf(req)
		if (!token) return sessionExpired(res)
		const value = randomBytes(16).toString('base64url')
		if (!(await sessions.update(token, { [RANDOM_DATA_KEY]: value }))) return sessionExpired(res)
		res.json({ randomData: value })
	}
}

/**
 * `POST loginWithCredentials` (and `…AndLink`, which needs the trip to link): the password
 * check, the lockout, and the session becoming signed in. A random-data value, when sent,
 * must be the session's latest and is good once; `skipdecode: true` says the password
 * arrives as typed (the body's passwordEncrypted: false, which older callers send, too).
 */
export function login({ db, config, now, sessions, signInKeyPair }: LoginDeps, { link }: { link: boolean }) {
	return async (req: Request, res: Response) => {
		const body = parseBody(LoginSchema, req, res)
		if (!body) return
		if (link && !body.tripDetails) return badRequest(res, 'tripDetails: required to link a trip')
		const asTyped = body.passwordEncrypted === false || req.get(HEADERS.skipDecode) === 'true'
		const password = asTyped ? body.password : decryptSignInSecret(await signInKeyPair(), body.password)
		if (password === null) return badRequest(res, 'password: does not decrypt with the sign-in key')

		const token = sessionTokenOf(req)
		const session = token ? await sessions.read(token) : null
		if (!token || !session) return sessionExpired(res)
		const sentRandomData = req.get(HEADERS.randomData)
		if (sentRandomData !== undefined) {
			if (sentRandomData !== session.data[RANDOM_DATA_KEY]) return badRequest(res, 'x-random-data: not the session’s')
			await sessions.update(token, { [RANDOM_DATA_KEY]: null })
		}
		// A new sign-in abandons one still waiting for its second factor, whatever its outcome.
		if (pendingOf(session.data)) await sessions.update(token, { secondFactor: null })

		const userId = body.userId.trim()
		const rememberedId = await rememberedCustomerId(session.data)
		const account = userId ? await findSignInAccount(db, { userId }) : rememberedId ? await findSignInAccount(db, { customerId: rememberedId }) : null
		// The hashing work is done before anything else is decided, whoever is asking.
		const matches = account ? await verifyPassword(password, account.passwordHash) : await verifyNobody(password)
		const at = now()
		// No user id and no remembered member names nobody in particular: nothing to count.
		if (!account && !userId) return refuse(res, 'invalid')

		const subject = account ? accountSubject(account.customer.id) : unknownSubject(userId)
		if (await isLocked(db, subject, at)) return refuse(res, 'locked')
		if (!account || !matches) return refuse(res, await recordFailure(db, subject, at, config.SANDBOX_LOCKOUT_MINUTES))
		await clearFailures(db, subject)
		const notYet = unverified(account)
		if (notYet) return refuse(res, notYet)

		const customer = account.customer
		// Enterprise-access sign-ins have no "remember me" (spec 000 §6).
		const remember = body.rememberMe === true && req.get(HEADERS.isEAA) !== 'true'
		if (hasSecondFactor(customer)) {
			// The password is only the first factor: the session stays unauthenticated until the code (second-factor.ts).
			const { patch, answer } = await startSecondFactor(db, session.data, customer, remember, at)
			if (!(await sessions.update(token, patch))) return sessionExpired(res)
			res.set(HEADERS.loginEventDetails, JSON.stringify({ event: 'login-second-factor' }))
			// No profile yet: nothing of the member is told before the second factor.
			return res.json({ ...successBody(body, customer), customerDetails: undefined, secondFactor: answer })
		}
		const patch = await signedInSessionData(db, session.data, customer, remember, at)
		if (!(await sessions.update(token, patch))) return sessionExpired(res)

		res.set(HEADERS.loginEventDetails, JSON.stringify({ event: 'login-success', customerId: customer.id }))
		res.json({ ...successBody(body, customer), ...(typeof patch.userIdToken === 'string' ? { userIdToken: patch.userIdToken } : {}) })
	}

	async function rememberedCustomerId(data: SessionData): Promise<string | null> {
		if (data.rememberedUser !== true || typeof data.rememberToken !== 'string') return null
		return customerIdForToken(db, data.rememberToken, 'remember-me', now())
	}
}

const REFUSALS = { ...FAILURES, ...UNVERIFIED }

function refuse(res: Response, outcome: keyof typeof REFUSALS) {
	const failure = REFUSALS[outcome]
	// No customer id: it would tell a wrong password from an unknown user.
	res.set(HEADERS.loginEventDetails, JSON.stringify({ event: 'login-failure' }))
	res.status(failure.status).json({
		message: failure.message,
		code: failure.code,
		isRedirect: false,
		phoenixErrorMessages: { errorMessages: [failure.code] },
	})
}

function successBody(body: LoginBody, customer: Customer) {
	const mfaOption =
		customer.mfaEmail || customer.mfaPhones.length ? { emailAddress: customer.mfaEmail ?? undefined, phoneNumbers: customer.mfaPhones } : undefined
	// The trip the member signed in from, for the app to link the reservation afterwards.
	const encodePayload = body.tripDetails
		? Buffer.from(JSON.stringify({ tripId: body.tripDetails.tripId, consumerID: customer.id })).toString('base64url')
		: undefined
	return {
		isRedirect: true,
		nextStateURI: safeReturnPath(body.returnUrl),
		mfaOption,
		customerDetails: memberProfile(customer),
		encodePayload,
	}
}
