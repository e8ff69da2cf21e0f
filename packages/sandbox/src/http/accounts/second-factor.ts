import { createHash, randomInt } from 'node:crypto'
import { Router, type Response } from 'express'
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ONE_TIME_CODE, ONE_TIME_CODE_ERRORS, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import type { SecondFactorPending } from '@meridian/upstream-contract/account.ts'
import type { SandboxDb } from '../../db/connection.ts'
import { outbox, signInCodes, type SessionData } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { findCustomer, memberProfile, type Customer } from './members.ts'
import { handle, parseBody } from './respond.ts'
import { sessionExpired } from './session.ts'
import { sessionTokenOf, type SessionStore } from './session-store.ts'
import { revokeSessionTokens, signedInSessionData } from './signed-in-session.ts'

// The second factor of a sign-in (docs/decisions/018), as a platform with multi-factor
// sign-in behaves: the right password of an account with a second factor leaves the
// session unauthenticated, holding only whose sign-in is pending; a six-digit code goes to
// the account's e-mail (the outbox), and verifySignInCode with that code signs the session
// in. The code's rules are the password-reset code's (ONE_TIME_CODE): ten minutes, once,
// and five wrong codes lock the account's codes for fifteen minutes.

/** What the session keeps while the second factor is pending; the app reads sentTo and channel. */
const PendingSchema = z.object({ customerId: z.string(), rememberMe: z.boolean(), sentTo: z.string(), channel: z.literal('email') })
type Pending = z.infer<typeof PendingSchema>

const CodeSchema = z.object({ code: z.string().trim().max(20) })

const hashOf = (customerId: string, code: string) => createHash('sha256').update(`${customerId}:${code}`).digest('hex')
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
const newCode = () => String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0')

/** Whether this account signs in with a second factor: it has a multi-factor option on file. */
export const hasSecondFactor = (customer: Customer) => Boolean(customer.mfaEmail || customer.mfaPhones.length)

function refuse(res: Response, status: number, code: string, retryAfterSeconds?: number) {
	if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds))
	res.status(status).json({ code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) })
}

export const pendingOf = (data: SessionData): Pending | null => {
	const parsed = PendingSchema.safeParse(data.secondFactor)
	return parsed.success ? parsed.data : null
}

/**
 * A new code for the account, in the outbox, unless its codes are locked (then none: the
 * verification says locked). The failures counted so far stay with the account.
 */
async function sendCode(db: SandboxDb, customer: Customer, at: Date): Promise<void> {
	const [held] = await db.select().from(signInCodes).where(eq(signInCodes.customerId, customer.id))
	if (held?.lockedUntil && held.lockedUntil > at) return
	const code = newCode()
	const row = {
		customerId: customer.id,
		codeHash: hashOf(customer.id, code),
		requestedAt: at,
		expiresAt: new Date(at.getTime() + ONE_TIME_CODE.ttlSeconds * 1000),
		usedAt: null,
	}
	const minutes = ONE_TIME_CODE.ttlSeconds / 60
	await db.transaction(async (tx) => {
		await tx.insert(signInCodes).values(row).onConflictDoUpdate({ target: signInCodes.customerId, set: row })
		await tx.insert(outbox).values({
			channel: 'email',
			recipient: customer.email,
			subject: 'Your Meridian sign-in code',
			body: [`Dear ${customer.givenName},`, `Your code to finish signing in is ${code}.`, `It works once, for ${minutes} minutes.`, 'If this was not you, change your password.'].join('\n'),
		})
	})
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
	await sendCode(db, customer, at)
	const sentTo = customer.mfaEmail ?? maskedEmail(customer.email)
	const pending: Pending = { customerId: customer.id, rememberMe: remember, sentTo, channel: 'email' }
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

	router.post(
		REST_PATHS.verifySignInCode,
		handle(async (req, res) => {
			const body = parseBody(CodeSchema, req, res)
			if (!body) return
			const token = sessionTokenOf(req)
			const session = token ? await sessions.read(token) : null
			if (!token || !session) return sessionExpired(res)
			const pending = pendingOf(session.data)
			if (!pending) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			const at = now()
			const { customerId } = pending
			const unlocked = or(isNull(signInCodes.lockedUntil), lte(signInCodes.lockedUntil, at))
			const live = and(eq(signInCodes.customerId, customerId), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, at), unlocked)

			// Right, live and not locked, claimed in one statement: a code works once.
			const [claimed] = await db
				.update(signInCodes)
				.set({ usedAt: at, failedAttempts: 0 })
				.where(and(live, eq(signInCodes.codeHash, hashOf(customerId, body.code))))
				.returning({ customerId: signInCodes.customerId })
			if (claimed) {
				const customer = await findCustomer(db, customerId)
				if (!customer) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
				const patch = await signedInSessionData(db, session.data, customer, pending.rememberMe, at)
				if (!(await sessions.update(token, patch))) return sessionExpired(res)
				return res.json({
					status: 'success',
					customerDetails: memberProfile(customer),
					...(typeof patch.userIdToken === 'string' ? { userIdToken: patch.userIdToken } : {}),
				})
			}

			// Wrong: counted in the same statement that reads the count, so parallel guesses are
			// all counted; the fifth locks (and starts the count again for after the lock).
			const next = sql`${signInCodes.failedAttempts} + 1`
			const lockedUntil = new Date(at.getTime() + ONE_TIME_CODE.lockoutSeconds * 1000)
			const [counted] = await db
				.update(signInCodes)
				.set({
					failedAttempts: sql`case when ${next} >= ${ONE_TIME_CODE.maxFailedAttempts} then 0 else ${next} end`,
					lockedUntil: sql`case when ${next} >= ${ONE_TIME_CODE.maxFailedAttempts} then ${lockedUntil.toISOString()}::timestamptz else null end`,
				})
				.where(live)
				.returning({ lockedUntil: signInCodes.lockedUntil })
			if (counted?.lockedUntil) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(counted.lockedUntil, at))
			if (counted) return refuse(res, 400, ONE_TIME_CODE_ERRORS.invalid)
			// Not live: locked, used or run out.
			const [held] = await db.select().from(signInCodes).where(eq(signInCodes.customerId, customerId))
			if (held?.lockedUntil && held.lockedUntil > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(held.lockedUntil, at))
			return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
		}),
	)

	router.post(
		REST_PATHS.resendSignInCode,
		handle(async (req, res) => {
			const token = sessionTokenOf(req)
			const session = token ? await sessions.read(token) : null
			if (!token || !session) return sessionExpired(res)
			const pending = pendingOf(session.data)
			if (!pending) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			const at = now()
			const [held] = await db.select().from(signInCodes).where(eq(signInCodes.customerId, pending.customerId))
			if (held?.lockedUntil && held.lockedUntil > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(held.lockedUntil, at))
			const wait = held ? new Date(held.requestedAt.getTime() + ONE_TIME_CODE.resendAfterSeconds * 1000) : null
			if (wait && wait > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.tooSoon, secondsUntil(wait, at))
			const customer = await findCustomer(db, pending.customerId)
			if (!customer) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			await sendCode(db, customer, at)
			res.json({ status: 'success', resendAfterSeconds: ONE_TIME_CODE.resendAfterSeconds })
		}),
	)

	return router
}
