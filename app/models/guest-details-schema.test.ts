import { describe, expect, it } from 'vitest'
import { guestDetailsSchema } from './guest-details-schema.ts'
import { mobileNumberProblem } from './phone-number.ts'

const guest = {
	givenName: 'Ana',
	surname: 'García',
	email: 'ana@example.com',
	phone: '(512) 555-0147',
	countryCode: 'US',
	line1: '1 Congress Ave',
	city: 'Austin',
	stateProvinceCode: 'TX',
	postalCode: '78701',
	consent: 'on',
}
// A card is typed on the payment service's page, never in this form: the choice of how to pay is.
const card = { paymentMethodId: 'new' }

const issuesOf = (form: Record<string, unknown>, needsPayment = true) => {
	const result = guestDetailsSchema({ locale: 'en-US', needsPayment }).safeParse(form)
	return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the guest-details form', () => {
	it('takes a saved card from a signed-in member only; anyone else is told to sign in or pay with another card, by the choice', () => {
		const savedCard = { ...guest, paymentMethodId: 'PM-GOLD-VISA' }
		const signedIn = guestDetailsSchema({ locale: 'en-US', needsPayment: true, signedIn: true }).safeParse(savedCard)
		expect(signedIn.success).toBe(true)
		expect(issuesOf(savedCard)).toEqual({ paymentMethodId: 'savedCardSignInRequired' })
		// A points stay takes no card, saved or not.
		expect(issuesOf(savedCard, false)).toEqual({})
	})

	it('takes a guest and requests, and no card number or security code: a card is typed on the payment service’s page', () => {
		const details = guestDetailsSchema({ locale: 'en-US', needsPayment: true }).parse({
			...guest,
			...card,
			cardNumber: '4111 1111 1111 1111',
			cvv: '123',
			arrivalTime: '15:00',
			requestCodes: ['CRIB', 'ROLLAWAY'],
		})
		expect(details).toMatchObject({ paymentMethodId: 'new', requestCodes: ['CRIB', 'ROLLAWAY'], arrivalTime: '15:00' })
		expect(details).not.toHaveProperty('cardNumber')
		expect(details).not.toHaveProperty('cvv')
	})

	it('takes one request as a list of one, and none as an empty list', () => {
		const schema = guestDetailsSchema({ locale: 'en-US', needsPayment: false })
		expect(schema.parse({ ...guest, requestCodes: 'PETFEE1' }).requestCodes).toEqual(['PETFEE1'])
		expect(schema.parse(guest).requestCodes).toEqual([])
	})

	it('refuses an arrival time and a request code that are not offered', () => {
		expect(issuesOf({ ...guest, ...card, arrivalTime: '15:30', requestCodes: ['CRIB', 'HELIPAD'] })).toEqual({
			arrivalTime: 'arrivalTimeInvalid',
			requestCodes: 'requestInvalid',
		})
	})

	it('asks a Canadian guest for a Canadian postal code', () => {
		const canadian = { ...guest, countryCode: 'CA', city: 'Toronto', stateProvinceCode: 'ON', phone: '416 555 0199' }
		expect(issuesOf({ ...canadian, ...card, postalCode: '78701' })).toEqual({ postalCode: 'postalCodeInvalid' })
		expect(issuesOf({ ...canadian, ...card, postalCode: 'M5V 3L9' })).toEqual({})
	})

	it('asks to add or decline insurance only when it was offered, and checks a travel agent number and the housekeeping code', () => {
		expect(issuesOf({ ...guest, ...card, insuranceOffered: 'yes' })).toEqual({ travelInsurance: 'insuranceChoiceRequired' })
		expect(issuesOf({ ...guest, ...card, insuranceOffered: 'yes', travelInsurance: 'decline' })).toEqual({})
		expect(issuesOf({ ...guest, ...card, travelAgentNumber: '12345670', housekeeping: 'J7' })).toEqual({
			travelAgentNumber: 'iataInvalid',
			housekeeping: 'requestInvalid',
		})
		const details = guestDetailsSchema({ locale: 'en-US', needsPayment: true }).parse({
			...guest,
			...card,
			travelAgentNumber: '1234 5675',
			travelInsurance: 'add',
			housekeeping: 'J8',
		})
		expect(details).toMatchObject({ travelAgentNumber: '12345675', travelInsurance: true, housekeeping: 'J8' })
	})

	it('asks a prepaid stay to acknowledge it is charged now and not refundable', () => {
		const prepaid = (form: Record<string, string>) => guestDetailsSchema({ locale: 'en-US', needsPayment: true, prepay: true }).safeParse(form)
		expect(prepaid({ ...guest, ...card }).error?.issues.map((issue) => issue.message)).toEqual(['prepayAcknowledgementRequired'])
		expect(prepaid({ ...guest, ...card, prepayAcknowledged: 'on' }).success).toBe(true)
	})

	it('asks a guest who joins for a password by the rules, a mobile number that fits, and a country where joining online is allowed', () => {
		expect(issuesOf({ ...guest, ...card, joinNow: 'on', password: 'password', smsPhone: '12' })).toEqual({
			password: 'passwordStrength',
			smsPhone: mobileNumberProblem({ country: 'US' }),
		})
		expect(
			issuesOf({
				...guest,
				...card,
				joinNow: 'on',
				password: 'Booking#2026',
				countryCode: 'CU',
				phone: '+53 5 1234567',
				line1: '',
				city: '',
				stateProvinceCode: '',
				postalCode: '',
			}),
		).toEqual({ joinNow: 'joinNotAvailable' })
		expect(issuesOf({ ...guest, ...card, joinNow: 'on', password: 'Booking#2026' })).toEqual({})
		// Without the box, the password is nobody's business.
		expect(issuesOf({ ...guest, ...card, password: 'x' })).toEqual({})
	})

	it('takes a member number of nine digits, spaces allowed, as its digits; none is fine', () => {
		const details = guestDetailsSchema({ locale: 'en-US', needsPayment: true }).parse({ ...guest, ...card, rewardsNumber: ' 100 002 223 ' })
		expect(details.rewardsNumber).toBe('100002223')
		expect(guestDetailsSchema({ locale: 'en-US', needsPayment: true }).parse({ ...guest, ...card }).rewardsNumber).toBe('')
		expect(issuesOf({ ...guest, ...card, rewardsNumber: '100-002-223' })).toEqual({ rewardsNumber: 'rewardsNumberInvalid' })
		expect(issuesOf({ ...guest, ...card, rewardsNumber: '1000022' })).toEqual({ rewardsNumber: 'rewardsNumberInvalid' })
	})

	it('does not join a guest who gives a member number: they are a member already', () => {
		expect(issuesOf({ ...guest, ...card, rewardsNumber: '100002223', joinNow: 'on', password: 'Booking#2026' })).toEqual({
			rewardsNumber: 'rewardsNumberWithJoin',
		})
	})

	it('takes the room feature codes of spec 001 §9 as preferences, and only those', () => {
		expect(issuesOf({ ...guest, ...card, requestCodes: ['CRIB', 'V9', 'H1'] })).toEqual({})
		expect(issuesOf({ ...guest, ...card, requestCodes: ['V9', 'ZZ'] })).toEqual({ requestCodes: 'requestInvalid' })
	})
})

describe('room preferences', () => {
	it('are the held room’s own features among the codes of spec 001 §9, once each', async () => {
		const { roomPreferencesOf } = await import('./room-requests.ts')
		const room = (features: Array<[string, string]>) => ({ product: { room: { features: features.map(([code, description]) => ({ code, description })) } } })
		expect(
			roomPreferencesOf({
				items: [
					room([
						['V9', 'Feather-free pillows'],
						['WIFI', 'Wi-Fi'],
					]),
					room([
						['V9', 'Feather-free pillows'],
						['H1', 'High floor'],
					]),
				],
			}),
		).toEqual([
			{ code: 'V9', description: 'Feather-free pillows' },
			{ code: 'H1', description: 'High floor' },
		])
	})
})
