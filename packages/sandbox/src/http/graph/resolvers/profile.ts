import { createHash, randomInt, randomUUID } from 'node:crypto'
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm'
import { EARNING_PREFERENCES, ONE_TIME_CODE, ONE_TIME_CODE_ERRORS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { customers, mobilePhoneCodes, outbox, type EarningPreference } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { profileOf } from './customer.ts'
import { LATIN_NAME, NAME_MAX_LENGTH, normalizedPhone, phoneDigits, phoneTaken } from './member-fields.ts'
import { status } from './payload-status.ts'

// The member's own profile (spec 000 §2 profile edit, §3 profile nudge and earning
// preference), for the member the bearer token speaks for. A new mobile number is
// unverified until the code texted to it is confirmed; the code goes to the outbox and
// only its hash is kept. Codes follow the password reset's rules (ONE_TIME_CODE): six
// digits, good once for 10 minutes, a new one after 60 seconds, five wrong codes lock
// the number's confirmation for 15 minutes (new codes included).

type ProfileInput = {
	customerId: string
	givenName: string
	surname: string
	mobilePhone?: string | null
	communicationPreferences: { email: boolean; sms: boolean }
}
type VerifyInput = { customerId: string; transactionId: string; code: string }

const DUPLICATE_PHONE = 'phone.duplicate.account'
const UNPROCESSABLE = 'UNPROCESSABLE_ENTITY'

const refusedProfile = (code: string, message: string, field?: string) => ({ status: status(code, message, field), profile: null })
const refusedCode = (code: string, message: string, field?: string) => ({ status: status(code, message, field), transactionId: null, lastFourDigits: null })
const hashOf = (transactionId: string, code: string) => createHash('sha256').update(`${transactionId}:${code}`).digest('hex')
const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))
const lastFour = (phone: string) => phoneDigits(phone).slice(-4)

function nameProblem(input: ProfileInput): [code: string, message: string, field: string] | null {
	for (const field of ['givenName', 'surname'] as const) {
		const value = input[field].trim()
		if (!value) return [UPSTREAM_ERROR_CODES.badRequest, 'A name is required', field]
		if (value.length > NAME_MAX_LENGTH) return [UPSTREAM_ERROR_CODES.badRequest, `A name is at most ${NAME_MAX_LENGTH} characters`, field]
	}
	for (const field of ['givenName', 'surname'] as const) {
		if (!LATIN_NAME.test(input[field].trim())) return [UNPROCESSABLE, 'The name must be written in Latin letters', field]
	}
	return null
}

async function updateProfile(context: GraphContext, input: ProfileInput) {
	await requireCustomer(context, input.customerId)
	const problem = nameProblem(input)
	if (problem) return refusedProfile(...problem)
	const given = input.mobilePhone?.trim() || null
	const mobilePhone = given ? normalizedPhone(given) : null
	if (given && !mobilePhone) return refusedProfile(UPSTREAM_ERROR_CODES.badRequest, 'A mobile number is 7 to 16 digits', 'mobilePhone')
	if (mobilePhone && (await phoneTaken(context.db, mobilePhone, input.customerId))) {
		return refusedProfile(DUPLICATE_PHONE, 'This phone number already has an account', 'mobilePhone')
	}
	const updated = await context.db.transaction(async (tx) => {
		const [current] = await tx.select().from(customers).where(eq(customers.id, input.customerId)).for('update')
		if (!current) return null
		// The same number (by its digits) stays confirmed; another one waits for its code.
		const sameNumber = mobilePhone !== null && current.mobilePhone !== null && phoneDigits(mobilePhone) === phoneDigits(current.mobilePhone)
		const [row] = await tx
			.update(customers)
			.set({
				givenName: input.givenName.trim(),
				surname: input.surname.trim(),
				mobilePhone,
				mobilePhoneVerified: sameNumber ? current.mobilePhoneVerified : false,
				communicationEmail: input.communicationPreferences.email,
				communicationSms: input.communicationPreferences.sms,
			})
			.where(eq(customers.id, input.customerId))
			.returning()
		return row ?? null
	})
	if (!updated) return refusedProfile(UPSTREAM_ERROR_CODES.notFound, 'No such customer')
	return { status: status('SUCCESS'), profile: profileOf(updated) }
}

async function sendMobilePhoneCode(context: GraphContext, input: { customerId: string }) {
	await requireCustomer(context, input.customerId)
	const at = context.now
	const [customer] = await context.db.select().from(customers).where(eq(customers.id, input.customerId))
	if (!customer?.mobilePhone || customer.mobilePhoneVerified) {
		return refusedCode(UPSTREAM_ERROR_CODES.badRequest, 'There is no unconfirmed mobile number to send a code to', 'mobilePhone')
	}
	const phone = customer.mobilePhone
	const transactionId = randomUUID()
	const code = String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, '0')
	const resendFrom = new Date(at.getTime() - ONE_TIME_CODE.resendAfterSeconds * 1000)
	const fresh = {
		transactionId,
		phone,
		codeHash: hashOf(transactionId, code),
		requestedAt: at,
		expiresAt: new Date(at.getTime() + ONE_TIME_CODE.ttlSeconds * 1000),
		usedAt: null,
	}
	const sent = await context.db.transaction(async (tx) => {
		// One statement decides: a first code, or a new one once the wait is over and no lock holds.
		const [row] = await tx
			.insert(mobilePhoneCodes)
			.values({ customerId: customer.id, ...fresh })
			.onConflictDoUpdate({
				target: mobilePhoneCodes.customerId,
				set: { ...fresh, lockedUntil: null },
				where: and(lte(mobilePhoneCodes.requestedAt, resendFrom), or(isNull(mobilePhoneCodes.lockedUntil), lte(mobilePhoneCodes.lockedUntil, at))),
			})
			.returning({ transactionId: mobilePhoneCodes.transactionId })
		if (!row) return false
		const minutes = ONE_TIME_CODE.ttlSeconds / 60
		await tx.insert(outbox).values({
			channel: 'sms',
			recipient: phone,
			subject: 'Meridian mobile number code',
			body: `Your Meridian code is ${code}. It confirms this number for your Meridian account; it works once, for ${minutes} minutes.`,
		})
		return true
	})
	if (!sent) {
		const [held] = await context.db.select().from(mobilePhoneCodes).where(eq(mobilePhoneCodes.customerId, customer.id))
		if (held?.lockedUntil && held.lockedUntil > at) {
			return refusedCode(ONE_TIME_CODE_ERRORS.locked, `Too many wrong codes: try again in ${secondsUntil(held.lockedUntil, at)} seconds`)
		}
		const wait = held ? new Date(held.requestedAt.getTime() + ONE_TIME_CODE.resendAfterSeconds * 1000) : at
		return refusedCode(ONE_TIME_CODE_ERRORS.tooSoon, `A new code can be sent in ${secondsUntil(wait, at)} seconds`)
	}
	return { status: status('SUCCESS'), transactionId, lastFourDigits: lastFour(phone) }
}

async function verifyMobilePhone(context: GraphContext, input: VerifyInput) {
	await requireCustomer(context, input.customerId)
	const at = context.now
	const [held] = await context.db.select().from(mobilePhoneCodes).where(eq(mobilePhoneCodes.customerId, input.customerId))
	if (!held) return refusedProfile(ONE_TIME_CODE_ERRORS.invalid, 'No code was sent', 'code')
	if (held.lockedUntil && held.lockedUntil > at) {
		return refusedProfile(ONE_TIME_CODE_ERRORS.locked, `Too many wrong codes: try again in ${secondsUntil(held.lockedUntil, at)} seconds`, 'code')
	}
	// A code answers only for its own transaction, once, in time, and for the number it was sent to.
	const [customer] = await context.db.select().from(customers).where(eq(customers.id, input.customerId))
	const sameNumber = customer?.mobilePhone != null && phoneDigits(customer.mobilePhone) === phoneDigits(held.phone)
	if (held.transactionId !== input.transactionId || held.usedAt || held.expiresAt <= at || !sameNumber) {
		return refusedProfile(ONE_TIME_CODE_ERRORS.expired, 'This code is no longer valid: ask for a new one', 'code')
	}
	if (hashOf(held.transactionId, input.code.trim()) !== held.codeHash) {
		const [counted] = await context.db
			.update(mobilePhoneCodes)
			.set({ failedAttempts: sql`${mobilePhoneCodes.failedAttempts} + 1` })
			.where(eq(mobilePhoneCodes.customerId, input.customerId))
			.returning({ failedAttempts: mobilePhoneCodes.failedAttempts })
		if ((counted?.failedAttempts ?? 0) < ONE_TIME_CODE.maxFailedAttempts) return refusedProfile(ONE_TIME_CODE_ERRORS.invalid, 'The code is not right', 'code')
		const lockedUntil = new Date(at.getTime() + ONE_TIME_CODE.lockoutSeconds * 1000)
		await context.db.update(mobilePhoneCodes).set({ failedAttempts: 0, lockedUntil }).where(eq(mobilePhoneCodes.customerId, input.customerId))
		return refusedProfile(ONE_TIME_CODE_ERRORS.locked, `Too many wrong codes: try again in ${secondsUntil(lockedUntil, at)} seconds`, 'code')
	}
	const confirmed = await context.db.transaction(async (tx) => {
		// Used once: of two confirmations with the same code, one counts.
		const [claimed] = await tx
			.update(mobilePhoneCodes)
			.set({ usedAt: at, failedAttempts: 0 })
			.where(and(eq(mobilePhoneCodes.customerId, input.customerId), eq(mobilePhoneCodes.transactionId, held.transactionId), isNull(mobilePhoneCodes.usedAt)))
			.returning()
		if (!claimed) return null
		const [row] = await tx
			.update(customers)
			.set({ mobilePhoneVerified: true })
			.where(and(eq(customers.id, input.customerId), eq(customers.mobilePhone, customer?.mobilePhone ?? '')))
			.returning()
		return row ?? null
	})
	if (!confirmed) return refusedProfile(ONE_TIME_CODE_ERRORS.expired, 'This code is no longer valid: ask for a new one', 'code')
	return { status: status('SUCCESS'), profile: profileOf(confirmed) }
}

async function updateEarningPreference(context: GraphContext, input: { customerId: string; earningPreference: EarningPreference }) {
	await requireCustomer(context, input.customerId)
	if (!EARNING_PREFERENCES.includes(input.earningPreference)) {
		return { status: status(UPSTREAM_ERROR_CODES.badRequest, 'Points (HP) or miles (MI)', 'earningPreference'), earningPreference: null }
	}
	const [row] = await context.db
		.update(customers)
		.set({ earningPreference: input.earningPreference })
		.where(eq(customers.id, input.customerId))
		.returning({ earningPreference: customers.earningPreference })
	if (!row) return { status: status(UPSTREAM_ERROR_CODES.notFound, 'No such customer'), earningPreference: null }
	return { status: status('SUCCESS'), earningPreference: row.earningPreference }
}

export const profileResolvers: Resolvers = {
	Mutation: {
		updateCustomerProfile: (_parent, args: { input: ProfileInput }, context) => updateProfile(context, args.input),
		sendMobilePhoneCode: (_parent, args: { input: { customerId: string } }, context) => sendMobilePhoneCode(context, args.input),
		verifyMobilePhone: (_parent, args: { input: VerifyInput }, context) => verifyMobilePhone(context, args.input),
		updateEarningPreference: (_parent, args: { input: { customerId: string; earningPreference: EarningPreference } }, context) =>
			updateEarningPreference(context, args.input),
	},
}
