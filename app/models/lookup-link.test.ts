import { describe, expect, it } from 'vitest'
import { linkExpired, lookupLinkPayload, LookupLinkPayloadSchema } from './lookup-link.ts'

const stay = { confirmationNumber: '71420851', checkInDate: '2026-12-14', checkOutDate: '2026-12-17', guest: { givenName: 'Grace', surname: 'Lindqvist' } }

describe('lookup links', () => {
	it('carry the fields of spec 001 §3, with the site’s country in enrollSrcCodeKey', () => {
		const payload = lookupLinkPayload(stay, 'es-ES', new Date('2026-11-24T12:00:00Z'))
		expect(payload).toEqual({
			resId: '71420851',
			checkinDate: '2026-12-14',
			checkoutDate: '2026-12-17',
			enrollSrcCodeKey: 'ES_MI',
			firstName: 'Grace',
			lastName: 'Lindqvist',
			otaReservation: false,
			issuedAt: '2026-11-24T12:00:00.000Z',
		})
		expect(LookupLinkPayloadSchema.parse(payload)).toEqual(payload)
	})

	it('expire 30 days after the check-out date', () => {
		const payload = lookupLinkPayload(stay, 'en-US', new Date())
		expect(linkExpired(payload, '2027-01-16')).toBe(false)
		expect(linkExpired(payload, '2027-01-17')).toBe(true)
	})
})
