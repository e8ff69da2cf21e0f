import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { EnrolledSchema, EnrollmentRefusalSchema } from '@meridian/upstream-contract/account.ts'
import { reservations } from '../../db/schema/index.ts'
import { NON_MEMBER_GUEST, SEED_CONFIRMATION_NUMBERS } from '../../db/seed/catalogue/reservations.ts'
import { useOwnSandbox } from './testing.ts'

// Joining through the account service (enroll v1, v2), against a sandbox of its own: the
// new member signs in with the password, v2 takes the join link's stay for its guest and
// warns RESERVATION_NOT_LINKED for anyone else, and the refusals are joinNow's.
const { sandbox, api } = useOwnSandbox()

const PASSWORD = 'Enrolled#2027'
const person = (email: string) => ({ givenName: 'Noor', surname: 'Haddad', email, countryCode: 'US' })
const enroll = async (body: Record<string, unknown>, path: string = REST_PATHS.enroll) =>
	api().call('POST', path, { body: { password: await api().encryptedPassword(PASSWORD), ...body } })
const stay = async (confirmationNumber: string) =>
	(await sandbox().database.db.select().from(reservations).where(eq(reservations.confirmationNumber, confirmationNumber)))[0]

describe('enroll v1', () => {
	it('makes a member with the sealed password, who then signs in with it', async () => {
		const joined = await enroll({ ...person('Noor.Enroll@example.com'), smsPhone: '512 555 0171', partnerNumber: '4111 1111 1111 1111' })
		expect(joined.status).toBe(201)
		expect(EnrolledSchema.parse(joined.body)).toEqual({
			status: 'success',
			customerId: expect.stringMatching(/^CUST-/),
			memberNumber: expect.stringMatching(/^3\d{8}$/),
			warnings: [],
		})
		const session = await api().newSession({ locale: 'en-US' })
		expect((await api().signIn(session, 'noor.enroll@example.com', { password: PASSWORD })).body.customerDetails).toMatchObject({
			givenName: 'Noor',
			tier: 'member',
		})
		// A plain password only when the body says so.
		const plain = await api().call('POST', REST_PATHS.enroll, { body: { ...person('plain.enroll@example.com'), password: PASSWORD, passwordEncrypted: false } })
		expect(plain.status).toBe(201)
		const unsealed = await api().call('POST', REST_PATHS.enroll, { body: { ...person('unsealed.enroll@example.com'), password: PASSWORD } })
		expect(unsealed.status).toBe(400)
		expect(unsealed.body).toMatchObject({ code: 'BAD_REQUEST' })
		expect(unsealed.body.field).toBeUndefined()
	})

	it('refuses as joinNow does: duplicates 409, a partner number or a name it cannot keep 422, the rest 400 beside the field', async () => {
		expect((await enroll({ ...person('dup.phone.first@example.com'), smsPhone: '512 555 0172' })).status).toBe(201)
		const refusals: Array<[Record<string, unknown>, number, string, string]> = [
			[person('GOLD@example.com'), 409, 'email.duplicate.account', 'email'],
			[{ ...person('dup.phone.second@example.com'), smsPhone: '(512) 555-0172' }, 409, 'phone.duplicate.account', 'smsPhone'],
			[{ ...person('Dup.Phone.First@example.com'), smsPhone: '5125550172' }, 409, 'email.phone.duplicate.account', 'email'],
			[{ ...person('partner.enroll@example.com'), partnerNumber: '12345678' }, 422, 'INVALID_PARTNER_NUMBER', 'partnerNumber'],
			[{ ...person('kanji.enroll@example.com'), givenName: '太郎' }, 422, 'UNPROCESSABLE_ENTITY', 'givenName'],
			[{ ...person('cuba.enroll@example.com'), countryCode: 'CU' }, 400, 'BAD_REQUEST', 'countryCode'],
			[{ ...person('cn.enroll@example.com'), countryCode: 'CN', smsPhone: '1380013800' }, 400, 'BAD_REQUEST', 'smsPhone'],
			[person('not-an-address'), 400, 'BAD_REQUEST', 'email'],
			[{ ...person('weak.enroll@example.com'), password: await api().encryptedPassword('password') }, 400, 'BAD_REQUEST', 'password'],
		]
		for (const [body, status, code, field] of refusals) {
			const answer = await enroll(body)
			expect(answer.status, code).toBe(status)
			expect(EnrollmentRefusalSchema.parse(answer.body), String(body.email)).toMatchObject({ code, field })
		}
		for (const body of [{}, { ...person('x@example.com'), countryCode: 7 }, { ...person('x@example.com'), givenName: 'x'.repeat(201) }]) {
			expect((await api().call('POST', REST_PATHS.enroll, { body })).body).toMatchObject({ code: 'BAD_REQUEST' })
		}
	})

	it('takes a text number in E.164, which the app sends (issue 31): China’s 11 digits after +86, any country’s + and 8 to 15 digits', async () => {
		const joined = await enroll({ ...person('cn.e164.enroll@example.com'), countryCode: 'CN', smsPhone: '+8613800138001' })
		expect(joined.status).toBe(201)
		expect((await enroll({ ...person('gb.e164.enroll@example.com'), countryCode: 'GB', smsPhone: '+447700900124' })).status).toBe(201)
		expect((await enroll({ ...person('es.in.cn.enroll@example.com'), countryCode: 'CN', smsPhone: '+34612345679' })).status).toBe(201)
		const short = await enroll({ ...person('cn.short.enroll@example.com'), countryCode: 'CN', smsPhone: '+861380013800' })
		expect(short.body).toMatchObject({ code: 'BAD_REQUEST', field: 'smsPhone' })
	})
})

describe('enroll v2', () => {
	it('warns RESERVATION_NOT_LINKED when the stay is not the joiner’s, and makes the member all the same', async () => {
		const joined = await enroll({ ...person('stranger.enroll@example.com'), confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest }, REST_PATHS.enrollV2)
		expect(joined.status).toBe(201)
		expect(joined.body.warnings).toEqual([{ code: 'RESERVATION_NOT_LINKED', field: 'confirmationNumber', message: expect.any(String) }])
		expect((await stay(SEED_CONFIRMATION_NUMBERS.nonMemberGuest))?.customerId).toBeNull()
		// A member's stay never moves, whatever the surname.
		const members = await enroll(
			{ ...person('lindqvist.enroll@example.com'), surname: 'Lindqvist', confirmationNumber: SEED_CONFIRMATION_NUMBERS.upcoming },
			REST_PATHS.enrollV2,
		)
		expect(members.body.warnings).toMatchObject([{ code: 'RESERVATION_NOT_LINKED' }])
		expect((await stay(SEED_CONFIRMATION_NUMBERS.upcoming))?.customerId).toBe('CUST-GOLD')
	})

	it('takes the stay into the account of its own guest, and needs a stay to take', async () => {
		const guest = { ...person('blake.enroll@example.com'), givenName: NON_MEMBER_GUEST.givenName, surname: NON_MEMBER_GUEST.surname.toUpperCase() }
		expect((await enroll(guest, REST_PATHS.enrollV2)).body).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining('confirmationNumber') })
		const joined = await enroll({ ...guest, confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest }, REST_PATHS.enrollV2)
		expect(joined.status).toBe(201)
		expect(joined.body.warnings).toEqual([])
		expect((await stay(SEED_CONFIRMATION_NUMBERS.nonMemberGuest))?.customerId).toBe(joined.body.customerId)
	})
})
