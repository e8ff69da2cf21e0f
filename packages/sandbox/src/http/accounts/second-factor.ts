import { createHash, randomInt, randomUUID } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ONE_TIME_CODE, ONE_TIME_CODE_ERRORS, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import type { SecondFactorPending } from '@meridian/upstream-contract/account.ts'
import type { SandboxDb } from '../../db/connection.ts'
import { outbox, signInCodeFailures, signInCodes, type SessionData } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { findCustomer, memberProfile, type Customer } from './members.ts'
import { handle, parseBody } from './respond.ts'
import { sessionExpired } from './session.ts'
import { sessionTokenOf, type SessionStore } from './session-store.ts'
import { revokeSessionTokens, signedInSessionData } from './signed-in-session.ts'

// The second factor of a sign-in (docs/decisions/020), as a platform with multi-factor
// sign-in behaves: the right password of an account with a second factor leaves the
// session unauthenticated, holding only which sign-in is pending; a six-digit code goes to
// the account's e-mail (the outbox), and verifySignInCode with that code signs the session
// in. Each pending sign-in has its code (two devices do not take each other's), and the
// code's rules are the password-reset code's (ONE_TIME_CODE): ten minutes, once, and five
// wrong codes lock the account's codes, all of them, for fifteen minutes.

/** What the session keeps while the second factor is pending; the app reads sentTo and channel. */
const PendingSchema = z.object({ pendingId: z.string(), customerId: z.string(), rememberMe: z.boolean(), sentTo: z.string(), channel: z.literal('email') })
type Pending = z.infer<typeof PendingSchema>

const CodeSchema = z.object({ code: z.string().trim().max(20) })

const hashOf = (pendingId: string, code: string) => createHash('sha256').update(`${pendingId}:${code}`).digest('hex')
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
const newCode = () => String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0')

/**
 * Whether this account signs in with a second factor: it has registered an e-mail for it,
 * the one channel the code goes by. The phones of a multi-factor option are also where a
 * password reset may text its code, and every member who joins with a mobile number has
 * one there: they alone turn on no second factor.
 */
export const hasSecondFactor = (customer: Customer) => Boolean(customer.mfaEmail)

function refuse(res: Response, status: number, code: string, retryAfterSeconds?: number) {
	if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds))
	res.status(status).json({ code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) })
}

export const pendingOf = (data: SessionData): Pending | null => {
	const parsed = PendingSchema.safeParse(data.secondFactor)
	return parsed.success ? parsed.data : null
}

/** When the account's codes are locked after wrong ones, or null. */
async function lockedUntil(db: SandboxDb, customerId: string, at: Date): Promise<Date | null> {
	const [row] = await db
		.select({ lockedUntil: signInCodeFailures.lockedUntil })
		.from(signInCodeFailures)
		.where(and(eq(signInCodeFailures.customerId, customerId), gt(signInCodeFailures.lockedUntil, at)))
	return row?.lockedUntil ?? null
}

/**
 * A new code for the pending sign-in, in the outbox, unless the account's codes are locked
 * (then none: the verification says locked). A new code replaces the sign-in's last one.
 */
async function sendCode(db: SandboxDb, pendingId: string, customer: Customer, at: Date): Promise<void> {
	const locked = await lockedUntil(db, customer.id, at)
	const code = locked ? null : newCode()
	const row = {
		pendingId,
		customerId: customer.id,
		codeHash: code ? hashOf(pendingId, code) : null,
		requestedAt: at,
		expiresAt: new Date(at.getTime() + ONE_TIME_CODE.ttlSeconds * 1000),
		usedAt: null,
	}
	const minutes = ONE_TIME_CODE.ttlSeconds / 60
	await db.transaction(async (tx) => {
		// Sign-ins nobody finished are swept as new ones start.
		await tx.delete(signInCodes).where(lt(signInCodes.expiresAt, new Date(at.getTime() - 24 * 60 * 60 * 1000)))
		await tx.insert(signInCodes).values(row).onConflictDoUpdate({ target: signInCodes.pendingId, set: row })
		if (!code) return
		await tx.insert(outbox).values({
			channel: 'email',
			recipient: customer.email,
			subject: 'Your Meridian sign-in code',
			body: [
				`Dear ${customer.givenName},`,
				`Your code to finish signing in is ${code}.`,
				`It works once, for ${minutes} minutes.`,
				'If this was not you, change your password.',
			].join('\n'),
		})
	})
}

/**
 * One wrong code counted against the account, in a single statement so that parallel
 * guesses are all counted; the fifth locks, and starts the count again for after the lock.
 * Null when the account was locked already (by a guess beside this one).
 */
export async function countWrongCode(db: SandboxDb, customerId: string, at: Date): Promise<{ lockedUntil: Date | null } | null> {
	const until = new Date(at.getTime() + ONE_TIME_CODE.lockoutSeconds * 1000)
	const next = sql`${signInCodeFailures.failedAttempts} + 1`
	const locks = sql`${next} >= ${ONE_TIME_CODE.maxFailedAttempts}`
	const [row] = await db
		.insert(signInCodeFailures)
		.values({ customerId, failedAttempts: 1 })
		.onConflictDoUpdate({
			target: signInCodeFailures.customerId,
			set: {
				failedAttempts: sql`case when ${locks} then 0 else ${next} end`,
				lockedUntil: sql`case when ${locks} then ${until.toISOString()}::timestamptz else null end`,
			},
			setWhere: sql`${signInCodeFailures.lockedUntil} is null or ${signInCodeFailures.lockedUntil} <= ${at.toISOString()}::timestamptz`,
		})
		.returning({ lockedUntil: signInCodeFailures.lockedUntil })
	return row ?? null
}

/**
 * Called by the sign-in once the password matched, for an account with a second factor:
 * the session's patch (unauthenticated, no remembered member yet, whose sign-in is pending)
 * and what the sign-in answers. "Remember me" waits for the code, too.
 */
export async function startSecondFactor(
	db: SandboxDb,
	data: SessionData,
	customer: Customer,
	remember: boolean,
	at: Date,
): Promise<{ patch: SessionData; answer: SecondFactorPending }> {
	await revokeSessionTokens(db, data)
	const pendingId = randomUUID()
	await sendCode(db, pendingId, customer, at)
	const sentTo = customer.mfaEmail ?? maskedEmail(customer.email)
	const pending: Pending = { pendingId, customerId: customer.id, rememberMe: remember, sentTo, channel: 'email' }
	return {
		patch: {
			authenticated: null,
			accessToken: null,
			consumerID: null,
			memberName: null,
			rememberedUser: null,
			rememberToken: null,
			userIdToken: null,
			secondFactor: pending,
		},
		answer: { sentTo, channel: 'email', resendAfterSeconds: ONE_TIME_CODE.resendAfterSeconds },
	}
}

function maskedEmail(email: string): string {
	const [local = '', domain = ''] = email.split('@')
	return `${local.slice(0, 1)}•••@${domain}`
}

type SecondFactorDeps = SandboxDeps & { sessions: SessionStore }

export function secondFactorRouter({ db, now, sessions }: SecondFactorDeps): Router {
	const router = Router()

	/** The session's sign-in waiting for its code; otherwise the refusal is answered and null returned. */
	async function pendingSignIn(req: Request, res: Response) {
		const token = sessionTokenOf(req)
		const session = token ? await sessions.read(token) : null
		if (!token || !session) {
			sessionExpired(res)
			return null
		}
		const pending = pendingOf(session.data)
		if (!pending) {
			refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			return null
		}
		return { token, session, pending }
	}

	router.post(
		REST_PATHS.verifySignInCode,
		handle(async (req, res) => {
			const body = parseBody(CodeSchema, req, res)
			if (!body) return
			const waiting = await pendingSignIn(req, res)
			if (!waiting) return
			const { token, session, pending } = waiting
			const at = now()
			const { pendingId, customerId } = pending
			const notLocked = sql`not exists (select 1 from ${signInCodeFailures} where ${signInCodeFailures.customerId} = ${customerId} and ${signInCodeFailures.lockedUntil} > ${at.toISOString()}::timestamptz)`

			// Right, live and not locked, claimed in one statement: a code works once.
			const [claimed] = await db
				.update(signInCodes)
				.set({ usedAt: at })
				.where(
					and(
						eq(signInCodes.pendingId, pendingId),
						eq(signInCodes.codeHash, hashOf(pendingId, body.code)),
						isNull(signInCodes.usedAt),
						gt(signInCodes.expiresAt, at),
						notLocked,
					),
				)
				.returning({ customerId: signInCodes.customerId })
			if (claimed) {
				const customer = await findCustomer(db, customerId)
				if (!customer) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
				await db.delete(signInCodeFailures).where(eq(signInCodeFailures.customerId, customerId))
				const patch = await signedInSessionData(db, session.data, customer, pending.rememberMe, at)
				if (!(await sessions.update(token, patch))) return sessionExpired(res)
				return res.json({
					status: 'success',
					customerDetails: memberProfile(customer),
					...(typeof patch.userIdToken === 'string' ? { userIdToken: patch.userIdToken } : {}),
				})
			}

			const locked = await lockedUntil(db, customerId, at)
			if (locked) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(locked, at))
			const [held] = await db.select().from(signInCodes).where(eq(signInCodes.pendingId, pendingId))
			if (!held?.codeHash || held.usedAt || held.expiresAt <= at) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			const counted = await countWrongCode(db, customerId, at)
			const lockedNow = counted ? counted.lockedUntil : await lockedUntil(db, customerId, at)
			if (lockedNow) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(lockedNow, at))
			return refuse(res, 400, ONE_TIME_CODE_ERRORS.invalid)
		}),
	)

	router.post(
		REST_PATHS.resendSignInCode,
		handle(async (req, res) => {
			const waiting = await pendingSignIn(req, res)
			if (!waiting) return
			const { pending } = waiting
			const at = now()
			const locked = await lockedUntil(db, pending.customerId, at)
			if (locked) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(locked, at))
			const [held] = await db.select().from(signInCodes).where(eq(signInCodes.pendingId, pending.pendingId))
			const wait = held ? new Date(held.requestedAt.getTime() + ONE_TIME_CODE.resendAfterSeconds * 1000) : null
			if (wait && wait > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.tooSoon, secondsUntil(wait, at))
			const customer = await findCustomer(db, pending.customerId)
			if (!customer) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			await sendCode(db, pending.pendingId, customer, at)
			res.json({ status: 'success', resendAfterSeconds: ONE_TIME_CODE.resendAfterSeconds })
		}),
	)

	return router
}
