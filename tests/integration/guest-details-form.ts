import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'

/** The guest-details form of booking step two as a guest posts it: every field a cash stay needs, with a Visa card. */
export const guestDetails = (overrides: Record<string, string> = {}) => ({
	intent: 'details',
	givenName: 'Ana',
	surname: 'García',
	email: 'ana.routes@example.com',
	phone: '512 555 0147',
	countryCode: 'US',
	line1: '1 Congress Ave',
	city: 'Austin',
	stateProvinceCode: 'TX',
	postalCode: '78701',
	arrivalTime: '15:00',
	cardholderName: 'Ana García',
	cardNumber: TEST_CARDS.visa.number,
	cvv: TEST_CARDS.visa.cvv,
	expiryMonth: '08',
	expiryYear: String(new Date().getUTCFullYear() + 1),
	billingPostalCode: '78701',
	consent: 'on',
	...overrides,
})
