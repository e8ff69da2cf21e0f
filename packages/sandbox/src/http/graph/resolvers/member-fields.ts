import { and, ne, or, sql, type SQL } from 'drizzle-orm'
import type { SandboxDb } from '../../../db/connection.ts'
import { customers } from '../../../db/schema/index.ts'

// Rules a member's own fields follow wherever they are set (join now, profile edit,
// points conversion).

/** Names the platform can keep (spec 001 §5 Latin-name rule): letters, spaces, hyphens, apostrophes and dots. */
export const LATIN_NAME = /^[\p{Script=Latin}' .-]+$/u

/** Longest given name or surname kept (ours, as the app's NAME_MAX_LENGTH). */
export const NAME_MAX_LENGTH = 40

/** Digits with an optional leading + (spaces, dots, hyphens and brackets between them are dropped). */
const PHONE_SHAPE = /^\+?[\d\s().-]+$/

export const phoneDigits = (phone: string) => phone.replace(/\D/g, '')

/** A mobile number as kept, `+` and 7 to 16 digits or the digits alone; null when it is not one. */
export function normalizedPhone(raw: string): string | null {
	const value = raw.trim()
	if (!PHONE_SHAPE.test(value)) return null
	const digits = phoneDigits(value)
	if (digits.length < 7 || digits.length > 16) return null
	return value.startsWith('+') ? `+${digits}` : digits
}

/** A partner programme number as given, without the spaces people type in it; null for none. */
export const partnerNumberOf = (raw: string | null | undefined): string | null => raw?.replace(/\s+/g, '') || null

/** Ours (the spec names only the code, INVALID_PARTNER_NUMBER): a partner number is 6 to 16 digits with a valid Luhn check digit. */
export function partnerNumberValid(number: string): boolean {
	if (!/^\d{6,16}$/.test(number)) return false
	let sum = 0
	for (const [index, digit] of [...number].reverse().entries()) {
		const value = Number(digit) * (index % 2 ? 2 : 1)
		sum += value > 9 ? value - 9 : value
	}
	return sum % 10 === 0
}

/** A member whose mobile number has these digits, however it was written. */
export const mobileDigitsAre = (digits: string): SQL => sql`regexp_replace(coalesce(${customers.mobilePhone}, ''), '[^0-9]', '', 'g') = ${digits}`

/**
 * Whether another member has this number (by its digits), as a mobile number or a phone
 * that takes their sign-in codes: one number cannot receive two accounts' codes.
 */
export async function phoneTaken(db: Pick<SandboxDb, 'select'>, phone: string, exceptCustomerId?: string): Promise<boolean> {
	const digits = phoneDigits(phone)
	const sameNumber = or(
		mobileDigitsAre(digits),
		sql`exists (select 1 from jsonb_array_elements_text(${customers.mfaPhones}) as phone where regexp_replace(phone, '[^0-9]', '', 'g') = ${digits})`,
	) as SQL
	const [taken] = await db
		.select({ id: customers.id })
		.from(customers)
		.where(exceptCustomerId ? and(sameNumber, ne(customers.id, exceptCustomerId)) : sameNumber)
		.limit(1)
	return taken !== undefined
}
