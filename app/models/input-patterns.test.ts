import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getZodConstraint } from '@conform-to/zod'
import type { ZodTypeAny } from 'zod'
import { describe, expect, it } from 'vitest'
import { activationPasswordSchema, findAccountSchema } from './activation-schema.ts'
import { bookingSearchSchema, RateSelectionSchema } from './booking-search-schema.ts'
import { brandLandingSearchSchema } from './brand-landing-schema.ts'
import { destinationSearchSchema } from './destination-search-schema.ts'
import { enrollmentSchema } from './enrollment-schema.ts'
import { newPasswordSchema, passwordResetRequestSchema } from './forgot-password.ts'
import { guestDetailsSchema } from './guest-details-schema.ts'
import { guestInformationSchema } from './guest-information-schema.ts'
import { JoinAfterBookingSchema } from './join-after-booking-schema.ts'
import { LeavingNoticeSchema } from './leaving-notice-schema.ts'
import { conversionSchema, phoneCodeSchema, profileEditSchema } from './member-profile-schema.ts'
import { pointsPurchaseSchema } from './points-purchase-schema.ts'
import { LanguageChoiceSchema } from './language-choice.ts'
import { RateDetailsQuerySchema, RoomDetailsQuerySchema } from './rate-details.ts'
import { reservationLookupSchema } from './reservation-lookup-schema.ts'
import { secondFactorSchema } from './second-factor.ts'
import { ShareReservationSchema } from './share-reservation.ts'
import { signInSchema } from './sign-in-schema.ts'

// Issue 28, item 3: a pattern that backtracks over a long value holds a core (sign-in's
// e-mail took 0.7 s on a 15 KB value). Every field of every form gets the 16 KB values that hurt backtracking patterns most, and the whole parse
// must stay under 50 ms of CPU time. The fields are read from each schema, so a new field
// is covered by itself; a new module with a form schema fails the listing test until it
// is in FORMS.

const SIZE = 16 * 1024
const run = (unit: string, tail: string, head = '') => head + unit.repeat(Math.ceil((SIZE - head.length - tail.length) / unit.length)) + tail

/** Long runs of what patterns repeat, each followed by something that makes the match fail at the very end. */
const HOSTILE: Record<string, string> = {
	'a@ dots @': run('.', '@', 'a@'),
	'a@ letters @': run('a', '@', 'a@'),
	'letters then @ and dots': run('a', '@' + '.'.repeat(8)),
	'labels a. then !': run('a.', '!'),
	'digits then x': run('1', 'x'),
	'digits, spaces then x': run('1 ', 'x', '+'),
	'digits, hyphens then x': run('1-', 'x'),
	'spaces then x': run(' ', 'x', 'a'),
	'tabs and separators': run(' \t', 'x', 'a'),
	'letters then !': run('a', '!'),
	'capitals then !': run('A', '!'),
	'accented letters then 1': run('é', '1'),
	'hyphens then !': run('-', '!'),
	'han then a': run('漢', 'a'),
	'open angles': run('<', 'x'),
	'zeros then x': run('0', 'x'),
	'slashes then x': run('/', 'x'),
}

type Form = { name: string; module: string; schema: ZodTypeAny; base?: Record<string, unknown> }

const today = new Date('2026-11-27T12:00:00Z')

/**
 * Every form (and query) schema of app/models, each variant whose rules differ; every one
 * of its fields gets every hostile value. `base` switches on the rules that only run for
 * some answers (a join box ticked, a channel chosen).
 */
const FORMS: readonly Form[] = [
	...(['combined', 'credentials'] as const).map((identifierMode) => ({
		name: `sign-in (${identifierMode})`,
		module: 'sign-in-schema.ts',
		schema: signInSchema({ remembered: false, identifierMode }),
	})),
	{ name: 'password reset request', module: 'forgot-password.ts', schema: passwordResetRequestSchema },
	{ name: 'password reset code', module: 'forgot-password.ts', schema: newPasswordSchema },
	{ name: 'activation: find account', module: 'activation-schema.ts', schema: findAccountSchema('en-US') },
	{ name: 'activation: password', module: 'activation-schema.ts', schema: activationPasswordSchema },
	{ name: 'enrolment', module: 'enrollment-schema.ts', schema: enrollmentSchema('en-US'), base: { countryCode: 'US' } },
	{ name: 'profile', module: 'member-profile-schema.ts', schema: profileEditSchema('en-US') },
	{ name: 'points conversion', module: 'member-profile-schema.ts', schema: conversionSchema(['AA'], []), base: { partnerCode: 'AA' } },
	{ name: 'phone code', module: 'member-profile-schema.ts', schema: phoneCodeSchema },
	{ name: 'sign-in code (second factor)', module: 'second-factor.ts', schema: secondFactorSchema },
	{ name: 'reservation lookup', module: 'reservation-lookup-schema.ts', schema: reservationLookupSchema },
	{ name: 'share by e-mail', module: 'share-reservation.ts', schema: ShareReservationSchema, base: { channel: 'EMAIL' } },
	{ name: 'share by text', module: 'share-reservation.ts', schema: ShareReservationSchema, base: { channel: 'SMS', dialCode: '+1' } },
	{ name: 'join after booking', module: 'join-after-booking-schema.ts', schema: JoinAfterBookingSchema, base: { countryCode: 'US' } },
	{ name: 'guest information', module: 'guest-information-schema.ts', schema: guestInformationSchema({ locale: 'en-US' }), base: { countryCode: 'US' } },
	...(['en-US', 'zh-CN'] as const).map((locale) => ({
		name: `guest details (${locale}, joining)`,
		module: 'guest-details-schema.ts',
		schema: guestDetailsSchema({ locale, needsPayment: true }),
		base: { countryCode: 'US', joinNow: 'on', insuranceOffered: 'yes' },
	})),
	{
		name: 'guest details, saved card',
		module: 'guest-details-schema.ts',
		schema: guestDetailsSchema({ locale: 'en-US', needsPayment: true }),
		base: { paymentMethodId: 'pm-1' },
	},
	{ name: 'points top-up', module: 'points-purchase-schema.ts', schema: pointsPurchaseSchema() },
	{ name: 'rate list search', module: 'booking-search-schema.ts', schema: bookingSearchSchema({ now: today, locale: 'en-US' }) },
	{ name: 'rate selection', module: 'booking-search-schema.ts', schema: RateSelectionSchema },
	{ name: 'rate details query', module: 'rate-details.ts', schema: RateDetailsQuerySchema },
	{ name: 'room details query', module: 'rate-details.ts', schema: RoomDetailsQuerySchema },
	{ name: 'destination search', module: 'destination-search-schema.ts', schema: destinationSearchSchema },
	{ name: 'brand landing search', module: 'brand-landing-schema.ts', schema: brandLandingSearchSchema },
	{ name: 'leaving notice', module: 'leaving-notice-schema.ts', schema: LeavingNoticeSchema },
	{ name: 'language choice', module: 'language-choice.ts', schema: LanguageChoiceSchema },
]

// Schemas of app/models that never read what a visitor typed or sent: why each is left out.
const NOT_VISITOR_INPUT: Record<string, string> = {
	'lookup-link.ts': 'the payload of a lookup link the platform encrypted; read only after decrypting it',
	'migration-status.ts': 'what the platform says of a hotel, and a header value built from it',
}

/** CPU time of one parse, in milliseconds: the least of three, so a garbage collection in between does not count. */
async function parseTime(schema: ZodTypeAny, value: Record<string, unknown>): Promise<number> {
	let least = Infinity
	for (let attempt = 0; attempt < 3; attempt++) {
		const start = process.cpuUsage()
		await schema.safeParseAsync(value)
		const used = process.cpuUsage(start)
		least = Math.min(least, (used.user + used.system) / 1000)
	}
	return least
}

describe('every pattern on a form field runs in linear time (issue 28, item 3)', () => {
	it.each(FORMS.map((form) => [form.name, form] as const))('%s: each field answers a 16 KB hostile value in under 50 ms', async (_, form) => {
		await parseTime(form.schema, { ...form.base }) // warm the schema
		const times: Array<[string, number]> = []
		const fields = Object.keys(getZodConstraint(form.schema))
		expect(fields.length).toBeGreaterThan(0)
		for (const field of fields) {
			for (const [shape, value] of Object.entries(HOSTILE)) {
				times.push([`${field}: ${shape}`, await parseTime(form.schema, { ...form.base, [field]: value })])
			}
		}
		const slow = times.filter(([, ms]) => ms >= 50)
		expect(slow).toEqual([])
	})

	it('lists every module of app/models that holds a form schema', () => {
		const here = dirname(fileURLToPath(import.meta.url))
		const withSchemas = readdirSync(here)
			.filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
			.filter((file) => /\bz\s*\.object\(/.test(readFileSync(join(here, file), 'utf8')))
		const listed = new Set([...FORMS.map((form) => form.module), ...Object.keys(NOT_VISITOR_INPUT)])
		expect(withSchemas.filter((file) => !listed.has(file))).toEqual([])
	})

	it('the worst case the issue found is refused, and the refusal is the length (nothing after it runs)', () => {
		const result = signInSchema({ remembered: false, identifierMode: 'combined' }).safeParse({ email: HOSTILE['a@ dots @'], pwrd: '' })
		expect(result.success).toBe(false)
		expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['email', 'emailTooLong']])
	})
})
