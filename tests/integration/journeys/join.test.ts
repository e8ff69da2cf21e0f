import { beforeAll, expect, it } from 'vitest'
import { joinMember } from '../../e2e/support/members.ts'
import type { Page, Visitor } from '../visitor.ts'
import { signIn, site, strangerEmail, visitorOf, type Site } from './site-visitor.ts'

// The join page's journeys whose outcome the server alone decides (issue 29), moved from
// tests/e2e/join.spec.ts: a visitor with JavaScript off over plain HTTP. The browser keeps a
// guest joining, with JavaScript off and on.

let server: Site
beforeAll(async () => {
	server = await site()
}, 90_000)

const PASSWORD = 'Joined#2027'
const JOIN = '/loyalty/createAccount/createAccountPage1.mi'

let phones = 0
/** A US mobile number no other test has (the platform refuses one another account has). */
const uniquePhone = () => `512 55${process.pid % 10} ${String((Date.now() + (phones += 1)) % 10_000).padStart(4, '0')}`

type JoinValues = { email: string; phone?: string; country?: string; partnerNumber?: string; password?: string }

async function join(guest: Visitor, values: JoinValues): Promise<Page> {
	const page = await guest.goto(JOIN)
	const fields: Record<string, string> = {
		'First name': 'Robin',
		'Last name': 'Tester',
		'E-mail address': values.email,
		'Country or region of residence': values.country ?? 'US',
		'Mobile phone': values.phone ?? '',
		Password: values.password ?? PASSWORD,
	}
	if (values.partnerNumber) fields['Airline or partner programme number'] = values.partnerNumber
	return guest.submit(page.form('Join now'), fields, 'Join now')
}

it('each refusal is said beside its field, with 400 and the other values kept', async () => {
	const guest = await visitorOf(server)
	const [taken, takenPhone] = [strangerEmail('taken'), uniquePhone()]
	// As the join page sends it since issue 31: E.164, so the platform sees the same number twice.
	await joinMember({ email: taken, password: PASSWORD, smsPhone: `+1 ${takenPhone}` }, server.sandboxPort)

	const refused = async (values: JoinValues, message: string) => {
		const page = await join(guest, values)
		expect(page.status).toBe(400)
		expect(page.text('main')).toContain(message)
		return page
	}
	// Duplicates: the e-mail, the phone, both.
	const email = await refused({ email: taken, phone: uniquePhone() }, 'This e-mail address already has an account.')
	expect(email.control('E-mail address').getAttribute('aria-invalid')).toBe('true')
	expect(email.descriptionOf('E-mail address')).toContain('This e-mail address already has an account.')
	expect(email.valueOf('First name')).toBe('Robin')
	expect(email.valueOf('Password')).toBe('')
	await refused({ email: strangerEmail('phone'), phone: takenPhone }, 'This phone number is already on another account.')
	const both = await refused({ email: taken, phone: takenPhone }, 'This e-mail address already has an account.')
	expect(both.text('main')).toContain('This phone number is already on another account.')

	// A country without online join, a partner number that is not one, a weak password.
	await refused({ email: strangerEmail('cuba'), country: 'CU', phone: '5 123 4567' }, "Online enrollment isn't available in your country.")
	const partner = await refused({ email: strangerEmail('partner'), phone: uniquePhone(), partnerNumber: '12345678' }, "That isn't a partner programme number.")
	expect(partner.valueOf('Airline or partner programme number')).toBe('12345678')
	await refused(
		{ email: strangerEmail('weak'), phone: uniquePhone(), password: 'password' },
		'Use a lower-case and an upper-case letter, and a digit or one of @!#$&?%=_.',
	)
})

it('a signed-in member is told they are a member already', async () => {
	const guest = await visitorOf(server)
	await signIn(guest, 'silver@example.com')
	const page = await guest.goto(JOIN)
	expect(page.text('[role="status"]')).toContain("You're already a member and signed in.")
	expect(() => page.control('E-mail address')).toThrow()
})
