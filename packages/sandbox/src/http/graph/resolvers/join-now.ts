import { randomInt, randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { INVALID_PARTNER_NUMBER, RESERVATION_NOT_LINKED, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { hashPassword } from '../../../crypto/password.ts'
import { openNewPassword } from '../../../crypto/new-password.ts'
import { loadSignInKeyPair } from '../../../crypto/rsa-key-pair.ts'
import { carts, credentials, customers, orders, reservations } from '../../../db/schema/index.ts'
import type { GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { LATIN_NAME, normalizedPhone, partnerNumberOf, partnerNumberValid, phoneTaken as phoneOfAnotherMember } from './member-fields.ts'
import { status } from './payload-status.ts'

// Join now (spec 001 §7; spec 000 §6 for the countries): a member account made from the
// guest-details form while booking. The new member starts at the base tier with no
// points; the cart being booked becomes theirs, so the stay is in their trips.

type JoinInput = {
	givenName: string
	surname: string
	email: string
	password: string
	passwordEncrypted: boolean
	countryCode: string
	smsPhone?: string | null
	/** An airline or partner programme's member number, to earn miles there (spec 000 §8 INVALID_PARTNER_NUMBER). */
	partnerNumber?: string | null
	cartId?: string | null
	orderId?: string | null
	/** A join link's stay: it becomes the new member's when it is a guest's and the surnames match. */
	confirmationNumber?: string | null
}

/** Spec 000 §6: online join is prohibited for these countries. */
const NO_ONLINE_JOIN = new Set(['CU', 'KP', 'SY', 'IR'])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const DUPLICATE_EMAIL = 'email.duplicate.account'
const DUPLICATE_PHONE = 'phone.duplicate.account'
const DUPLICATE_EMAIL_AND_PHONE = 'email.phone.duplicate.account'

const refused = (code: string, message: string, field?: string) => ({ status: status(code, message, field), customerId: null, memberNumber: null })

/** Spec 001 §5: a text-message number is 11 digits in China, else 7 to 16. */
function smsProblem(phone: string, countryCode: string) {
	const digits = phone.replace(/\D/g, '')
	return countryCode === 'CN' ? digits.length !== 11 : digits.length < 7 || digits.length > 16
}

async function newMemberNumber(context: GraphContext): Promise<string> {
	for (;;) {
		const candidate = String(randomInt(300_000_000, 400_000_000))
		const [taken] = await context.db.select({ id: customers.id }).from(customers).where(eq(customers.memberNumber, candidate))
		if (!taken) return candidate
	}
}

async function joinNow(context: GraphContext, input: JoinInput) {
	const email = input.email.trim()
	const countryCode = input.countryCode.trim().toUpperCase()
	if (!input.givenName.trim() || !input.surname.trim()) return refused(UPSTREAM_ERROR_CODES.badRequest, 'A name is required', 'givenName')
	if (!EMAIL.test(email)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not an e-mail address', 'email')
	if (NO_ONLINE_JOIN.has(countryCode)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Online join is not available in this country', 'countryCode')
	const smsPhone = input.smsPhone?.trim() || null
	if (smsPhone && smsProblem(smsPhone, countryCode)) return refused(UPSTREAM_ERROR_CODES.badRequest, 'Not a mobile number for this country', 'smsPhone')
	const opened = await openNewPassword(input.password, Boolean(input.passwordEncrypted), () => loadSignInKeyPair(context.db))
	if (!opened.ok) return refused(UPSTREAM_ERROR_CODES.badRequest, 'The password does not meet the rules', 'password')

	const partnerNumber = partnerNumberOf(input.partnerNumber)
	if (partnerNumber && !partnerNumberValid(partnerNumber)) return refused(INVALID_PARTNER_NUMBER, 'Not a partner programme number', 'partnerNumber')
	if (!LATIN_NAME.test(input.givenName.trim()) || !LATIN_NAME.test(input.surname.trim())) {
		return refused('UNPROCESSABLE_ENTITY', 'The name must be written in Latin letters', 'givenName')
	}

	const [existing] = await context.db
		.select({ id: customers.id })
		.from(customers)
		.where(sql`lower(${customers.email}) = ${email.toLowerCase()}`)
	// A mobile number already on another account cannot receive this one's codes.
	const phoneTaken = smsPhone ? await phoneOfAnotherMember(context.db, smsPhone) : false
	if (existing && phoneTaken) return refused(DUPLICATE_EMAIL_AND_PHONE, 'This e-mail and this phone already have accounts', 'email')
	if (existing) return refused(DUPLICATE_EMAIL, 'This e-mail already has an account', 'email')
	if (phoneTaken) return refused(DUPLICATE_PHONE, 'This phone number already has an account', 'smsPhone')

	const customerId = `CUST-${randomUUID()}`
	const memberNumber = await newMemberNumber(context)
	const passwordHash = await hashPassword(opened.password)
	let linked: boolean
	try {
		linked = await insertMember(context, input, { customerId, email, memberNumber, smsPhone, passwordHash })
	} catch (error) {
		// Two joins with one address at once: both passed the check above; the unique index lets one in.
		if (isUniqueViolation(error)) return refused(DUPLICATE_EMAIL, 'This e-mail already has an account', 'email')
		throw error
	}
	// The member is made either way; a stay that could not join is a warning (reservationNotLinkedErrorMsg).
	const warnings = linked ? [] : [{ message: 'The stay did not join the new account', field: 'confirmationNumber', id: RESERVATION_NOT_LINKED }]
	return { status: status('SUCCESS').map((success) => ({ ...success, warnings })), customerId, memberNumber }
}

/** PostgreSQL's unique_violation, as PGlite and pg raise it (drizzle may wrap it in a cause). */
function isUniqueViolation(error: unknown): boolean {
	for (let current = error; current && typeof current === 'object'; current = (current as { cause?: unknown }).cause) {
		if ((current as { code?: unknown }).code === '23505') return true
	}
	return false
}

async function insertMember(
	context: GraphContext,
	input: JoinInput,
	{
		customerId,
		email,
		memberNumber,
		smsPhone,
		passwordHash,
	}: { customerId: string; email: string; memberNumber: string; smsPhone: string | null; passwordHash: string },
): Promise<boolean> {
	return context.db.transaction(async (tx) => {
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
				.where(and(eq(carts.id, input.cartId), isNull(carts.customerId), gt(carts.expiresAt, context.now)))
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

export const joinNowResolvers: Resolvers = {
	Mutation: {
		joinNow: (_parent, args: { input: JoinInput }, context) => joinNow(context, args.input),
	},
}
