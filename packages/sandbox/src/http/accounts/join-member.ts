import { randomInt, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { ENROLLMENT_ERRORS, INVALID_PARTNER_NUMBER, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { hashPassword } from '../../crypto/password.ts'
import { openNewPassword, type NewPasswordProblem } from '../../crypto/new-password.ts'
import type { SignInKeyPair } from '../../crypto/rsa-key-pair.ts'
import type { SandboxDb } from '../../db/connection.ts'
import { carts, credentials, customers, orders, reservations } from '../../db/schema/index.ts'
import { LATIN_NAME, normalizedPhone, partnerNumberOf, partnerNumberValid, phoneTaken as phoneOfAnotherMember } from '../graph/resolvers/member-fields.ts'

// Joining Meridian Rewards, one rule for every way in: the data graph's joinNow (while
// booking, spec 001 §7) and the account service's enroll v1 and v2 (the join page, spec
// 000 §7). The new member starts at the base tier with no points; a cart being booked, a
// guest's order or a join link's stay becomes theirs. Spec 000 §6 for the countries.

export type JoinRequest = {
	givenName: string
	surname: string
	email: string
	/** Sealed with the sign-in key when `passwordSealed`, else plain. */
	password: string
	passwordSealed: boolean
	countryCode: string
	smsPhone?: string | null
	/** An airline or partner programme's member number, to earn miles there (spec 000 §8 INVALID_PARTNER_NUMBER). */
	partnerNumber?: string | null
	cartId?: string | null
	orderId?: string | null
	/** A join link's stay: it becomes the new member's when it is a guest's and the surnames match. */
	confirmationNumber?: string | null
}

/** `passwordProblem` when the password is the reason: outside the rule, or not sealed with our key. */
export type JoinRefusal = { ok: false; code: string; message: string; field: string; passwordProblem?: NewPasswordProblem }
type JoinOutcome = { ok: true; customerId: string; memberNumber: string; reservationLinked: boolean } | JoinRefusal

type JoinDeps = { db: SandboxDb; now: Date; signInKeyPair: () => Promise<SignInKeyPair> }

/** Spec 000 §6: online join is prohibited for these countries. */
const NO_ONLINE_JOIN = new Set(['CU', 'KP', 'SY', 'IR'])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const refused = (code: string, message: string, field: string): JoinRefusal => ({ ok: false, code, message, field })

const E164 = /^\+[1-9]\d{7,14}$/

/**
 * Spec 001 §5: a text-message number is 11 digits in China, else 7 to 16. In E.164 (what
 * the app sends, issue 31) its own country code says whose it is: China's after +86.
 */
function smsProblem(phone: string, countryCode: string) {
	const digits = phone.replace(/\D/g, '')
	if (E164.test(phone.replace(/[\s().-]/g, ''))) return digits.startsWith('86') && digits.length !== 13
	return countryCode === 'CN' ? digits.length !== 11 : digits.length < 7 || digits.length > 16
}

async function newMemberNumber(db: SandboxDb): Promise<string> {
	for (;;) {
		const candidate = String(randomInt(300_000_000, 400_000_000))
		const [taken] = await db.select({ id: customers.id }).from(customers).where(eq(customers.memberNumber, candidate))
		if (!taken) return candidate
	}
}

/** A new member, or the first rule the request breaks (each with its field). */
export async function joinMember(deps: JoinDeps, input: JoinRequest): Promise<JoinOutcome> {
	const email = input.email.trim()
	const countryCode = input.countryCode.trim().toUpperCase()
	if (!input.givenName.trim() || !input.surname.trim()) return refused(UPSTREAM_ERROR_CODES.badRequest, 'A name is required', 'givenName')
	if (!EMAIL.test(email)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not an e-mail address', 'email')
	if (NO_ONLINE_JOIN.has(countryCode)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Online join is not available in this country', 'countryCode')
	const smsPhone = input.smsPhone?.trim() || null
	if (smsPhone && smsProblem(smsPhone, countryCode)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not a mobile number for this country', 'smsPhone')
	const opened = await openNewPassword(input.password, input.passwordSealed, deps.signInKeyPair)
	if (!opened.ok) return { ...refused(UPSTREAM_ERROR_CODES.badRequest, 'The password does not meet the rules', 'password'), passwordProblem: opened.problem }

	const partnerNumber = partnerNumberOf(input.partnerNumber)
	if (partnerNumber && !partnerNumberValid(partnerNumber)) return refused(INVALID_PARTNER_NUMBER, 'Not a partner programme number', 'partnerNumber')
	if (!LATIN_NAME.test(input.givenName.trim()) || !LATIN_NAME.test(input.surname.trim())) {
		return refused(ENROLLMENT_ERRORS.unprocessable, 'The name must be written in Latin letters', 'givenName')
	}

	const [existing] = await deps.db
		.select({ id: customers.id })
		.from(customers)
		.where(sql`lower(${customers.email}) = ${email.toLowerCase()}`)
	// A mobile number already on another account cannot receive this one's codes.
	const phoneTaken = smsPhone ? await phoneOfAnotherMember(deps.db, smsPhone) : false
	if (existing && phoneTaken) return refused(ENROLLMENT_ERRORS.duplicateEmailAndPhone, 'This e-mail and this phone already have accounts', 'email')
	if (existing) return refused(ENROLLMENT_ERRORS.duplicateEmail, 'This e-mail already has an account', 'email')
	if (phoneTaken) return refused(ENROLLMENT_ERRORS.duplicatePhone, 'This phone number already has an account', 'smsPhone')

	const customerId = `CUST-${randomUUID()}`
	const memberNumber = await newMemberNumber(deps.db)
	const passwordHash = await hashPassword(opened.password)
	try {
		const reservationLinked = await insertMember(deps, input, { customerId, email, memberNumber, smsPhone, passwordHash })
		return { ok: true, customerId, memberNumber, reservationLinked }
	} catch (error) {
		// Two joins with one address at once: both passed the check above; the unique index lets one in.
		if (isUniqueViolation(error)) return refused(ENROLLMENT_ERRORS.duplicateEmail, 'This e-mail already has an account', 'email')
		throw error
	}
}

/** PostgreSQL's unique_violation, as PGlite and pg raise it (drizzle may wrap it in a cause). */
function isUniqueViolation(error: unknown): boolean {
	for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		if ((current as { code?: unknown }).code === '23505') return true
	}
	return false
}

/** Makes the member; true unless a join link's stay was asked for and could not join the account. */
async function insertMember(
	{ db, now }: JoinDeps,
	input: JoinRequest,
	{
		customerId,
		email,
		memberNumber,
		smsPhone,
		passwordHash,
	}: { customerId: string; email: string; memberNumber: string; smsPhone: string | null; passwordHash: string },
): Promise<boolean> {
	return db.transaction(async (tx) => {
		await tx.insert(customers).values({
			id: customerId,
			email,
			memberNumber,
			givenName: input.givenName.trim(),
			surname: input.surname.trim(),
			tier: 'member',
			levelCode: 'R',
			levelTypeCode: 'MRD',
			// The mobile number takes texts: one-time codes among them.
			mfaPhones: smsPhone ? [smsPhone] : [],
			// It is the profile's mobile number too, unverified until its code is confirmed.
			mobilePhone: smsPhone ? normalizedPhone(smsPhone) : null,
			revisionToken: randomUUID(),
		})
		await tx.insert(credentials).values({ customerId, passwordHash })
		// A stay booked as a guest joins the new member's trips; never another member's stay.
		if (input.orderId) {
			const [order] = await tx.select({ confirmationNumber: orders.confirmationNumber }).from(orders).where(eq(orders.id, input.orderId))
			if (order) {
				await tx
					.update(reservations)
					.set({ customerId })
					.where(and(eq(reservations.confirmationNumber, order.confirmationNumber), isNull(reservations.customerId)))
			}
		}
		// The stay being booked becomes the new member's: a guest's live cart, never another member's.
		if (input.cartId) {
			await tx
				.update(carts)
				.set({ customerId })
				.where(and(eq(carts.id, input.cartId), isNull(carts.customerId), gt(carts.expiresAt, now)))
		}
		// A join link's stay: only a guest's, and only for its guest (the link's surname is the stay's).
		if (!input.confirmationNumber) return true
		const taken = await tx
			.update(reservations)
			.set({ customerId })
			.where(
				and(
					eq(reservations.confirmationNumber, input.confirmationNumber),
					isNull(reservations.customerId),
					sql`lower(${reservations.guestSurname}) = ${input.surname.trim().toLowerCase()}`,
				),
			)
			.returning({ confirmationNumber: reservations.confirmationNumber })
		return taken.length > 0
	})
}
