import { createHash, randomInt, randomUUID } from 'node:crypto'
import { Router, type Response } from 'express'
import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { ONE_TIME_CODE, ONE_TIME_CODE_ERRORS, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { openNewPassword } from '../../crypto/new-password.ts'
import type { SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import { hashPassword } from '../../crypto/password.ts'
import { accessTokens, credentials, customers, oneTimeCodes, outbox, passwordResetRequests } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { handle, parseBody, refuseNewPassword } from './respond.ts'

// Password reset with a one-time code (spec 000 §7): forgotPasswordSubmit starts a reset
// and sends the first code, generateOTP sends a new one, newPasswordSubmit sets the new
// password with it. Every answer is the same whether or not the address has an account
// (the wait between codes and the lock-out are kept per address); the code goes to the
// outbox, by e-mail or by text to the member's phone, and only its hash is kept.

const Channel = z.enum(['email', 'sms'])
const CodeRequestSchema = z.object({ email: z.string().trim().min(1).max(254), channel: Channel.default('email') })
const NewPasswordSchema = z.object({
	email: z.string().trim().min(1).max(254),
	code: z.string().trim().max(20),
	password: z.string().min(1).max(2048),
	passwordEncrypted: z.boolean().optional(),
})

type ResetDeps = SandboxDeps & { signInKeyPair: () => Promise<SignInKeyPair> }

const keyOf = (email: string) => email.trim().toLowerCase()
const hashOf = (emailKey: string, code: string) => createHash('sha256').update(`${emailKey}:${code}`).digest('hex')
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))

const notLocked = (at: Date) => sql`(${oneTimeCodes.lockedUntil} is null or ${oneTimeCodes.lockedUntil} <= ${at.toISOString()}::timestamptz)`

function refuse(res: Response, status: number, code: string, retryAfterSeconds?: number) {
	if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds))
	res.status(status).json({ code, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) })
}

export function passwordResetRouter({ db, now, signInKeyPair }: ResetDeps): Router {
	const router = Router()

	/**
	 * Counts one wrong code in a single statement, so parallel guesses are all counted; the
	 * locking one starts the count again from zero for when the lock has run out. The lock's
	 * end when this guess locked the address or found it locked (another guess locked it
	 * meanwhile), else null.
	 */
	const recordWrongCode = async (emailKey: string, at: Date): Promise<Date | null> => {
		const next = sql`${oneTimeCodes.failedAttempts} + 1`
		const locking = sql`${next} >= ${ONE_TIME_CODE.maxFailedAttempts}`
		const until = new Date(at.getTime() + ONE_TIME_CODE.lockoutSeconds * 1000)
		const [row] = await db
			.update(oneTimeCodes)
			.set({
				failedAttempts: sql`case when ${locking} then 0 else ${next} end`,
				lockedUntil: sql`case when ${locking} then ${until.toISOString()}::timestamptz else null end`,
			})
			.where(and(eq(oneTimeCodes.emailKey, emailKey), notLocked(at)))
			.returning({ lockedUntil: oneTimeCodes.lockedUntil })
		if (row) return row.lockedUntil
		const [held] = await db.select({ lockedUntil: oneTimeCodes.lockedUntil }).from(oneTimeCodes).where(eq(oneTimeCodes.emailKey, emailKey))
		return held?.lockedUntil ?? until
	}

	/** A new code for the address (none for an address without an account), unless it asked too lately or is locked. */
	const sendCode = async (res: Response, email: string, channel: 'email' | 'sms', start: boolean) => {
		const at = now()
		const emailKey = keyOf(email)
		const [held] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.emailKey, emailKey))
		if (held?.lockedUntil && held.lockedUntil > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(held.lockedUntil, at))
		const wait = held ? new Date(held.requestedAt.getTime() + ONE_TIME_CODE.resendAfterSeconds * 1000) : null
		if (wait && wait > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.tooSoon, secondsUntil(wait, at))

		// A member without an online login has no password to reset (they activate the account instead).
		const [found] = await db
			.select({ customer: customers })
			.from(customers)
			.innerJoin(credentials, eq(credentials.customerId, customers.id))
			.where(sql`lower(${customers.email}) = ${emailKey}`)
			.limit(1)
		const customer = found?.customer
		const code = customer ? String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0') : null
		const row = {
			emailKey,
			customerId: customer?.id ?? null,
			codeHash: code ? hashOf(emailKey, code) : null,
			channel,
			requestedAt: at,
			expiresAt: new Date(at.getTime() + ONE_TIME_CODE.ttlSeconds * 1000),
			failedAttempts: held?.failedAttempts ?? 0,
			lockedUntil: null,
			usedAt: null,
		}
		await db.transaction(async (tx) => {
			await tx.insert(oneTimeCodes).values(row).onConflictDoUpdate({ target: oneTimeCodes.emailKey, set: row })
			if (!customer || !code) return
			if (start) await tx.insert(passwordResetRequests).values({ id: randomUUID(), customerId: customer.id, requestedAt: at })
			const minutes = ONE_TIME_CODE.ttlSeconds / 60
			// A member without a phone on file gets the code by e-mail: a text to nowhere would leave them stuck.
			const phone = channel === 'sms' ? customer.mfaPhones[0] : undefined
			await tx.insert(outbox).values(
				phone
					? {
							channel: 'sms',
							recipient: phone,
							subject: 'Meridian password reset code',
							body: `Your Meridian code is ${code}. It works once, for ${minutes} minutes.`,
						}
					: {
							channel: 'email',
							recipient: customer.email,
							subject: 'Your Meridian password reset code',
							body: [`Dear ${customer.givenName},`, `Your code to choose a new password is ${code}.`, `It works once, for ${minutes} minutes.`].join('\n'),
						},
			)
		})
		res.json({ status: 'success', resendAfterSeconds: ONE_TIME_CODE.resendAfterSeconds })
	}

	router.post(
		REST_PATHS.forgotPassword,
		handle(async (req, res) => {
			const body = parseBody(CodeRequestSchema, req, res)
			if (body) await sendCode(res, body.email, body.channel, true)
		}),
	)

	router.post(
		REST_PATHS.generateOtp,
		handle(async (req, res) => {
			const body = parseBody(CodeRequestSchema, req, res)
			if (body) await sendCode(res, body.email, body.channel, false)
		}),
	)

	router.post(
		REST_PATHS.newPassword,
		handle(async (req, res) => {
			const body = parseBody(NewPasswordSchema, req, res)
			if (!body) return
			const opened = await openNewPassword(body.password, body.passwordEncrypted !== false, signInKeyPair)
			if (!opened.ok) return refuseNewPassword(res, opened.problem)

			const at = now()
			const emailKey = keyOf(body.email)
			const [held] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.emailKey, emailKey))
			if (!held) return refuse(res, 400, ONE_TIME_CODE_ERRORS.invalid)
			if (held.lockedUntil && held.lockedUntil > at) return refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(held.lockedUntil, at))
			if (held.usedAt || held.expiresAt <= at) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			if (!held.codeHash || !held.customerId || hashOf(emailKey, body.code) !== held.codeHash) {
				const lockedUntil = await recordWrongCode(emailKey, at)
				return lockedUntil ? refuse(res, 429, ONE_TIME_CODE_ERRORS.locked, secondsUntil(lockedUntil, at)) : refuse(res, 400, ONE_TIME_CODE_ERRORS.invalid)
			}
			const customerId = held.customerId
			const passwordHash = await hashPassword(opened.password)
			const used = await db.transaction(async (tx) => {
				// Used once: of two submits with the same code, one sets the password.
				const [claimed] = await tx
					.update(oneTimeCodes)
					.set({ usedAt: at, failedAttempts: 0 })
					// Not while locked: the right code in a burst of wrong ones that locked it comes too late.
					.where(and(eq(oneTimeCodes.emailKey, emailKey), sql`${oneTimeCodes.usedAt} is null`, notLocked(at)))
					.returning()
				if (!claimed) return false
				await tx.update(credentials).set({ passwordHash, updatedAt: at }).where(eq(credentials.customerId, customerId))
				// The code reached the member: that verifies a membership waiting for it (0113).
				await tx.update(customers).set({ membershipVerificationRequired: false }).where(eq(customers.id, customerId))
				// Whoever held the old password is signed out everywhere.
				await tx.delete(accessTokens).where(eq(accessTokens.customerId, customerId))
				const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId))
				if (customer) {
					await tx.insert(outbox).values({
						channel: 'email',
						recipient: customer.email,
						subject: 'Your Meridian password was changed',
						body: [`Dear ${customer.givenName},`, 'Your password was changed. If this was not you, call us at once.'].join('\n'),
					})
				}
				return true
			})
			if (!used) return refuse(res, 400, ONE_TIME_CODE_ERRORS.expired)
			res.json({ status: 'success' })
		}),
	)

	return router
}
