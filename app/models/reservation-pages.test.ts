import { describe, expect, it } from 'vitest'
import { checksSession, minutesLeft, needsCart, rateListPath, withSearch } from './reservation-pages.ts'

describe('reservation page needs', () => {
	it('asks a cart of guest information and the review pages only', () => {
		expect(needsCart('guestInfo.mi')).toBe(true)
		expect(needsCart('reviewDetails.mi')).toBe(true)
		expect(needsCart('rateListMenu.mi')).toBe(false)
	})

	it('checks the session everywhere but the pages that explain a failure', () => {
		expect(checksSession('rateListMenu.mi')).toBe(true)
		expect(checksSession('expiredSession.mi')).toBe(false)
		expect(checksSession('unsuccessfulSell.mi')).toBe(false)
	})
})

describe('rate list addresses', () => {
	it('keeps the stored search', () => {
		expect(rateListPath('propertyCode=NYCMC&rooms=1')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC&rooms=1')
		expect(rateListPath('?propertyCode=NYCMC')).toBe('/reservation/rateListMenu.mi?propertyCode=NYCMC')
		expect(rateListPath('')).toBe('/reservation/rateListMenu.mi')
	})

	it('appends a search to a localized target', () => {
		expect(withSearch('/es/reservation/rateListMenu.mi', 'propertyCode=NYCMC')).toBe('/es/reservation/rateListMenu.mi?propertyCode=NYCMC')
		expect(withSearch('/a?b=1', 'c=2')).toBe('/a?b=1&c=2')
		expect(withSearch('/a', '')).toBe('/a')
	})
})

describe('minutesLeft', () => {
	const now = new Date('2026-05-01T10:00:00Z')
	it('counts whole minutes and stops at zero', () => {
		expect(minutesLeft('2026-05-01T10:14:59Z', now)).toBe(14)
		expect(minutesLeft('2026-05-01T09:59:00Z', now)).toBe(0)
		expect(minutesLeft('not a date', now)).toBe(0)
	})
})
