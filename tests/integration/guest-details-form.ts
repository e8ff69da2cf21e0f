/** The guest-details form of booking step two as a guest posts it: every field a cash stay needs (a card is typed at the payment service, not here). */
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
	consent: 'on',
	...overrides,
})
