import { describe, expect, it } from 'vitest'
import type { Product, Room } from '@meridian/upstream-contract/booking.ts'
import { featuresByCategory, parseStayQuery, queryOf, RateDetailsQuerySchema, roomPools, ruleTexts } from './rate-details.ts'

const today = new Date('2026-11-22T12:00:00Z')

describe('the query', () => {
	it('takes codes in any case and refuses malformed ones', () => {
		expect(RateDetailsQuerySchema.safeParse({ propertyCode: 'nycmc', ratePlanCode: 'flex' }).data).toEqual({ propertyCode: 'NYCMC', ratePlanCode: 'FLEX' })
		expect(RateDetailsQuerySchema.safeParse({ propertyCode: 'NYC MC', ratePlanCode: 'FLEX' }).success).toBe(false)
		expect(RateDetailsQuerySchema.safeParse({ propertyCode: 'NYCMC' }).success).toBe(false)
	})

	it('keeps the first of repeated keys', () => {
		expect(queryOf(new URL('http://x.invalid/?a=1&a=2&b=3'))).toEqual({ a: '1', b: '3' })
	})
})

describe('parseStayQuery', () => {
	it('reads ISO and typed dates, one adult by default', () => {
		expect(parseStayQuery({ fromDate: '2026-12-01', toDate: '12/03/2026' }, 'en-US', today)).toEqual({
			ok: true,
			stay: { checkInDate: '2026-12-01', checkOutDate: '2026-12-03', adults: 1 },
		})
	})

	it('names each fault', () => {
		expect(parseStayQuery({ fromDate: '2026-02-30', toDate: '2026-03-01' }, 'en-US', today)).toEqual({ ok: false, errors: ['fromDate'] })
		expect(parseStayQuery({ fromDate: '2026-12-03', toDate: '2026-12-03', numberOfAdults: 'x' }, 'en-US', today)).toEqual({
			ok: false,
			errors: ['toDate', 'numberOfAdults'],
		})
		expect(parseStayQuery({}, 'en-US', today)).toEqual({ ok: false, errors: ['fromDate', 'toDate'] })
	})
})

describe('ruleTexts', () => {
	it('prefers the translated texts', () => {
		expect(ruleTexts({ descriptions: ['Plain'], localizedDescriptions: [{ translatedText: 'Traducido' }] })).toEqual(['Traducido'])
		expect(ruleTexts({ descriptions: ['Plain', ' '], localizedDescriptions: [] })).toEqual(['Plain'])
	})
})

const room = (code: string, attributes: string[]): Room => ({
	code,
	name: `Room ${code}`,
	description: '',
	bedType: 'King',
	maxOccupancy: 2,
	isSleepingRoom: true,
	features: [],
	images: [],
	attributes: attributes.map((attribute) => ({ category: { code: attribute, description: `Attr ${attribute}` } })),
})

describe('grouping', () => {
	it('puts a feature under each of its categories', () => {
		expect(
			featuresByCategory([
				{ code: 'V9', description: 'Feather-free pillows', categories: ['room', 'pillow'] },
				{ code: 'E6', description: 'Walk-in shower', categories: ['bathroom'] },
				{ code: 'Y2', description: 'Foam pillows', categories: ['pillow'] },
				{ code: 'Z9', description: 'Odd', categories: [] },
			]).map((group) => [group.category, group.features.map((feature) => feature.code)]),
		).toEqual([
			['room', ['V9']],
			['pillow', ['V9', 'Y2']],
			['bathroom', ['E6']],
			['other', ['Z9']],
		])
	})

	it('groups ERS products by room pool with their rates', () => {
		const product = (roomCode: string, planCode: string, attributes: string[]) =>
			({ room: room(roomCode, attributes), ratePlan: { code: planCode, name: `Plan ${planCode}` } }) as unknown as Product
		const pools = roomPools([product('DKNG', 'FLEX', ['C2', 'C2']), product('DKNG', 'PPAY', ['C2']), product('STE1', 'FLEX', [])])
		expect(pools).toEqual([
			{
				code: 'DKNG',
				name: 'Room DKNG',
				attributes: [{ code: 'C2', description: 'Attr C2' }],
				rates: [
					{ code: 'FLEX', name: 'Plan FLEX' },
					{ code: 'PPAY', name: 'Plan PPAY' },
				],
			},
			{ code: 'STE1', name: 'Room STE1', attributes: [], rates: [{ code: 'FLEX', name: 'Plan FLEX' }] },
		])
	})
})
