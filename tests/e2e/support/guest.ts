// The guest the booking journeys book as, in the browser and over plain HTTP alike: plain
// data, so tests/integration/journeys/ may import it without Playwright.

export type Guest = {
	givenName: string
	surname: string
	email: string
	phone: string
	country: string
	line1?: string
	city?: string
	state?: string
	postalCode?: string
}

export const ana: Guest = {
	givenName: 'Ana',
	surname: 'García',
	email: 'ana.booking@example.com',
	phone: '512 555 0147',
	country: 'United States',
	line1: '1 Congress Ave',
	city: 'Austin',
	state: 'Texas',
	postalCode: '78701',
}
