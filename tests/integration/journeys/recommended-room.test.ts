import { beforeAll, describe, expect, it } from 'vitest'
import { bookingServer, guestVisitor, isoDay } from './booking-visitor.ts'

// The room recommended for a preference (issue 17, spec 001 §7), moved from
// tests/e2e/recommended-room.spec.ts (issue 29): what the server recommends, as a visitor
// with JavaScript off over plain HTTP. The browser keeps choosing King with JavaScript off
// and on (the GET form, its link to the rate card) and the page's axe check.

const stay = (hotel: string) =>
	`propertyCode=${hotel}&fromDate=${isoDay(75)}&toDate=${isoDay(77)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`

beforeAll(() => bookingServer(), 90_000)

describe('the room recommended for a preference', () => {
	it('a preference no room of the hotel matches says so', async () => {
		const page = await (await guestVisitor()).goto(`/reservation/rateListMenu.mi?${stay('CHIRZ')}&roomPreference=TWO_BEDS`)
		expect(page.status).toBe(200)
		expect(page.text('body')).toContain('No room matches that preference at this hotel.')
	})

	it('in Spanish', async () => {
		const guest = await guestVisitor()
		const list = await guest.goto(`/es/reservation/rateListMenu.mi?${stay('NYCMC')}`)
		const preference = list.document.querySelector('form.recommended-room__form')
		if (!preference) throw new Error('no preference form on the Spanish rate list')
		expect(preference.querySelector('legend')?.textContent).toBe('¿Qué es lo más importante en su habitación?')
		const shown = await guest.submit(preference, { 'Cama king': true }, 'Mostrar mi habitación')
		expect(shown.path).toBe(`/es/reservation/rateListMenu.mi?${stay('NYCMC')}&roomPreference=KING`)
		expect(shown.text('body')).toContain('Recomendado para usted: Deluxe King — Una cama king y vistas a Broadway.')
		expect(shown.link('Ver las tarifas de esta habitación')).toMatch(/^#rate-/)
	})
})
