import { z } from 'zod'
import { ONE_TIME_CODE } from '@meridian/upstream-contract/contract.ts'
import { DEFAULT_LOCALE, localizePath, type Locale } from './locale.ts'
import { safeLocalizedReturnTo } from './return-to.ts'

// The second factor of a sign-in (docs/decisions/020): the page that takes the one-time
// code the platform sent, and its form. Messages are catalogue keys under
// `account.secondFactor.errors.`.

/** Ours: the spec has no such page (docs/decisions/020). */
export const SECOND_FACTOR_PATH = '/sign-in/verify.mi'

const CODE = new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`)

/** The code as sent (spaces allowed, as people copy it). */
export const secondFactorSchema = z.object({
	code: z.preprocess(
		(value) => (typeof value === 'string' ? value.slice(0, 40).replace(/\s+/g, '') || undefined : value),
		z.string({ required_error: 'codeRequired', invalid_type_error: 'codeRequired' }).regex(CODE, 'codeFormat'),
	),
})

/**
 * The code page that goes on to `returnTo` afterwards; an unsafe address goes home. Like
 * the sign-in link, the address travels without its locale prefix.
 */
export function secondFactorHref(returnTo: unknown, locale: Locale): string {
	const back = safeLocalizedReturnTo(returnTo, DEFAULT_LOCALE)
	return localizePath(`${SECOND_FACTOR_PATH}?returnTo=${encodeURIComponent(back)}`, locale)
}
