import { describe, expect, it } from 'vitest'
import { BOOKING_WALK, pathsToDiscover } from './route-discovery.ts'

describe('pathsToDiscover', () => {
	it('answers a request for one booking step with the whole walk', () => {
		const paths = pathsToDiscover(['/', '/reservation/rateListMenu.mi', '/sign-in.mi'])
		expect(paths).toEqual(expect.arrayContaining(['/', '/sign-in.mi', ...BOOKING_WALK]))
		expect(paths).toContain('/reservation/cardPayment.mi')
		expect(paths).toContain('/reservation/confirmation.mi')
		expect(new Set(paths).size).toBe(paths.length)
	})

	it('keeps the locale sub-directory of the step asked for', () => {
		const paths = pathsToDiscover(['/es/reservation/guestInfo.mi'])
		expect(paths).toContain('/es/reservation/confirmation.mi')
		expect(paths).not.toContain('/reservation/confirmation.mi')
	})

	it('adds nothing to a request that names no booking step', () => {
		expect(pathsToDiscover(['/', '/hotels/nycmc-meridian-new-york-times-square/details', '/reservation/lookupReservation.mi'])).toEqual([
			'/',
			'/hotels/nycmc-meridian-new-york-times-square/details',
			'/reservation/lookupReservation.mi',
		])
	})
})
