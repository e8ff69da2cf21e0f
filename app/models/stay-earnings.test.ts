import { describe, expect, it } from 'vitest'
import { earningsView } from './stay-earnings.ts'

const earnings = {
	redemption: false,
	qualifyingSpend: { value: 61_234, valueDecimalPoint: 2, currency: 'USD' },
	basePoints: 6_120,
	bonusPoints: 1_530,
	tier: 'gold',
}
const gold = { state: 'member', customerId: 'CUST-GOLD' }

describe('earningsView', () => {
	it('gives the member who booked the stay its points, base and bonus', () => {
		expect(earningsView(earnings, { customerId: 'CUST-GOLD' }, gold, 'en-US')).toEqual({
			kind: 'own',
			total: '7,650',
			base: '6,120',
			bonus: '1,530',
			spend: '$612.34',
			tier: 'gold',
		})
	})

	it('gives a guest who joined while booking the stay’s points, though they are not signed in', () => {
		expect(earningsView({ ...earnings, bonusPoints: 0, tier: null }, { customerId: 'CUST-NEW' }, { state: 'guest' }, 'en-US', true)).toMatchObject({
			kind: 'own',
			total: '6,120',
		})
	})

	it('offers a member signed in over a guest’s booking the points for saving it', () => {
		expect(earningsView(earnings, { customerId: null }, gold, 'en-US')).toMatchObject({ kind: 'save', total: '7,650' })
	})

	it('shows a guest what a member would earn, without a bonus', () => {
		const asGuest = { ...earnings, bonusPoints: 0, tier: null }
		expect(earningsView(asGuest, { customerId: null }, { state: 'guest' }, 'es-ES')).toEqual({ kind: 'join', base: '6120', spend: '612,34\u00a0US$' })
		expect(earningsView(asGuest, { customerId: null }, { state: 'remembered', customerId: 'CUST-GOLD' }, 'en-US')).toMatchObject({ kind: 'join' })
	})

	it('has no bonus line for a member without one, and nothing for a points stay', () => {
		expect(earningsView({ ...earnings, bonusPoints: 0, tier: 'member' }, { customerId: 'CUST-GOLD' }, gold, 'en-US')).toMatchObject({
			bonus: null,
			total: '6,120',
		})
		expect(earningsView({ ...earnings, redemption: true }, { customerId: 'CUST-GOLD' }, gold, 'en-US')).toEqual({ kind: 'points' })
	})
})
