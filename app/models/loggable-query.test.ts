import { describe, expect, it } from 'vitest'
import { loggableQuery, maskedConfirmationNumber, REDACTED } from './loggable-query.ts'

const of = (query: string) => loggableQuery(new URLSearchParams(query))

describe('loggableQuery', () => {
	it('keeps the search and display choices', () => {
		expect(of('propertyCode=NYCMC&fromDate=2026-05-01&toDate=2026-05-03&roomCount=1&numAdultsPerRoom=2&currency=EUR&tab=deals&showFullPrice=true')).toEqual({
			propertyCode: 'NYCMC',
			fromDate: '2026-05-01',
			toDate: '2026-05-03',
			roomCount: '1',
			numAdultsPerRoom: '2',
			currency: 'EUR',
			tab: 'deals',
			showFullPrice: 'true',
		})
		expect(of('marshaCode=NYCMC&checkInDate=2026-05-01&pageNumber=2&sortType=distance')).toEqual({
			marshaCode: 'NYCMC',
			checkInDate: '2026-05-01',
			pageNumber: '2',
			sortType: 'distance',
		})
	})

	it('redacts every name it does not know: the reservation lookup, secrets, a nested returnTo', () => {
		const query = of(
			'confirmationNumber=71420895&lastName=Blake&surname=Blake&email=a%40b.c&pwrd=Welcome%232026&sessionToken=t0k&cardNumber=4111111111111111&returnTo=%2Freservation%2FmodifyRateListMenu.mi%3FlastName%3DBlake&destination=12+Elm+Street',
		)
		expect(Object.values(query ?? {})).toEqual(Array(9).fill(REDACTED))
		expect(JSON.stringify(query)).not.toMatch(/Blake|71420895|a@b|Welcome|t0k|4111|Elm/)
	})

	it('redacts a name that is not shaped like one', () => {
		expect(of('jane%40example.com&Welcome%232026=')).toEqual({ [REDACTED]: [REDACTED, REDACTED] })
	})

	it('bounds what it writes', () => {
		const many = of(Array.from({ length: 500 }, (_, i) => `p${i}=1`).join('&'))
		expect(Object.keys(many ?? {})).toHaveLength(31)
		expect(of(`propertyCode=${'A'.repeat(10_000)}`)?.propertyCode).toHaveLength(100)
		expect(of('')).toBeUndefined()
	})

	it('lists a repeated name and survives names like __proto__', () => {
		expect(of('tab=a&tab=b&__proto__=x')).toEqual(Object.assign(Object.create(null), { tab: ['a', 'b'], ['__proto__']: REDACTED }))
	})
})

describe('maskedConfirmationNumber', () => {
	it('keeps the last three digits only', () => {
		expect(maskedConfirmationNumber('71420895')).toBe('…895')
		expect(maskedConfirmationNumber('12')).toBe('…12')
	})
})
