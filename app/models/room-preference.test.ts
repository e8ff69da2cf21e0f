import { describe, expect, it } from 'vitest'
import { recommendedRoomHref, roomPreferenceOf, withRoomPreference } from './room-preference.ts'

const query = (text: string) => new URLSearchParams(text)

describe('the room preference of a rate list query', () => {
	it('is one of the choices we offer, whatever its case or surrounding blanks', () => {
		expect(roomPreferenceOf(query('roomPreference=KING'))).toBe('KING')
		expect(roomPreferenceOf(query('roomPreference=%20two_beds%20'))).toBe('TWO_BEDS')
	})

	it('is none when absent, empty, unknown or hostile (never an error)', () => {
		for (const text of ['', 'roomPreference=', 'roomPreference=VIEW', 'roomPreference=%3Cscript%3E', 'roomPreference=KING%00', 'roompreference=KING']) {
			expect(roomPreferenceOf(query(text))).toBeNull()
		}
	})

	it('takes the first when repeated', () => {
		expect(roomPreferenceOf(query('roomPreference=TWO_BEDS&roomPreference=KING'))).toBe('TWO_BEDS')
	})

	it('follows the canonical query, which stays as it is without one', () => {
		expect(withRoomPreference('propertyCode=NYCMC&tab=standard', 'KING')).toBe('propertyCode=NYCMC&tab=standard&roomPreference=KING')
		expect(withRoomPreference('propertyCode=NYCMC&tab=standard', null)).toBe('propertyCode=NYCMC&tab=standard')
	})
})

describe("the link to the recommended room's rates", () => {
	const cards = [
		{ id: 'NYCMC|STDK|FLEX', roomCode: 'STDK' },
		{ id: 'NYCMC|DKNG|FLEX', roomCode: 'DKNG' },
		{ id: 'NYCMC|DKNG|ADV', roomCode: 'DKNG' },
	]

	it("is the anchor of the room's first rate card", () => {
		expect(recommendedRoomHref(cards, 'DKNG')).toBe('#rate-NYCMC-DKNG-FLEX')
	})

	it('is none when this list has no card for the room', () => {
		expect(recommendedRoomHref(cards, 'DQQN')).toBeNull()
		expect(recommendedRoomHref([], 'DKNG')).toBeNull()
	})
})
