import { describe, expect, it } from 'vitest'
import { promotionCodeFrom, promotionPathOf, promotionState, stayDatesText, utcToday } from './promotion.ts'

describe('the promotion page rules', () => {
	it('takes a code of 1 to 20 letters and digits, upper-cased, and nothing else', () => {
		expect(promotionCodeFrom('weekend3')).toBe('WEEKEND3')
		expect(promotionCodeFrom(' DoubleUp ')).toBe('DOUBLEUP')
		expect(promotionCodeFrom('A')).toBe('A')
		expect(promotionCodeFrom('X'.repeat(20))).toBe('X'.repeat(20))
		for (const bad of ['', '   ', 'X'.repeat(21), '<script>', 'WEEK END', 'ÉTÉ', 'A-B', 'a%00', '../x']) expect(promotionCodeFrom(bad)).toBeNull()
		expect(promotionCodeFrom(null)).toBeNull()
		expect(promotionCodeFrom(['DOUBLEUP'])).toBeNull()
	})

	it('links to one promotion by its code', () => {
		expect(promotionPathOf('SPRING')).toBe('/promotion?code=SPRING')
	})

	it('counts today in UTC, as the platform does', () => {
		expect(utcToday(new Date('2027-03-01T23:30:00-05:00'))).toBe('2027-03-02')
	})

	it('offers registration until the end date, and a registration stays after it', () => {
		const today = '2027-03-10'
		expect(promotionState({ registered: false, endDate: '2027-03-10' }, today)).toBe('open')
		expect(promotionState({ registered: false, endDate: '2027-03-09' }, today)).toBe('closed')
		expect(promotionState({ registered: true, endDate: '2027-03-09' }, today)).toBe('registered')
		expect(promotionState({ registered: true, endDate: '2027-04-30' }, today)).toBe('registered')
	})

	it('writes the stay dates in the visitor’s language, the same day everywhere', () => {
		expect(stayDatesText('2027-03-01', '2027-03-30', 'en-US')).toMatch(/^March 1\s*–\s*30, 2027$/)
		expect(stayDatesText('2027-03-01', '2027-03-30', 'es-ES')).toMatch(/^1\s*–\s*30 de marzo de 2027$/)
		expect(stayDatesText('2027-12-31', '2028-01-01', 'en-US')).toMatch(/December 31, 2027\s*–\s*January 1, 2028/)
	})

	it('writes nothing for dates it cannot read', () => {
		expect(stayDatesText('2027-02-30', '2027-03-30', 'en-US')).toBeNull()
		expect(stayDatesText('soon', '2027-03-30', 'en-US')).toBeNull()
		expect(stayDatesText('2027-03-30', '2027-03-01', 'en-US')).toBeNull()
	})
})
