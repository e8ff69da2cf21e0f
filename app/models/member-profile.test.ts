import { describe, expect, it } from 'vitest'
import { conversionChoices, conversionProblem, milesFor, nightsToSilver, phoneNudge } from './member-profile.ts'
import { conversionSchema, profileEditSchema } from './member-profile-schema.ts'

describe('the profile page rules', () => {
	it('counts the nights to Silver Elite for a member only', () => {
		expect(nightsToSilver('member', 3)).toBe(7)
		expect(nightsToSilver('member', 12)).toBe(0)
		expect(nightsToSilver('gold', 0)).toBeNull()
	})

	it('converts points in steps from the minimum, three points a mile', () => {
		expect(milesFor(3_000)).toBe(1_000)
		expect(conversionProblem(0)).toBe('pointsRequired')
		expect(conversionProblem(2_000)).toBe('pointsBelowMinimum')
		expect(conversionProblem(3_500)).toBe('pointsStep')
		expect(conversionProblem(4_000)).toBeNull()
		expect(conversionChoices(2_999)).toEqual([])
		expect(conversionChoices(5_400)).toEqual([3_000, 4_000, 5_000])
		expect(conversionChoices(10_000_000)).toHaveLength(20)
	})

	it('nudges only for a number not verified yet, by its last four digits', () => {
		expect(phoneNudge({ lastFourDigits: '0188', verified: false })).toEqual({ fourDigitOfMobile: '0188' })
		expect(phoneNudge({ lastFourDigits: '0123', verified: true })).toBeNull()
		expect(phoneNudge(null)).toBeNull()
	})

	it('checks the edit: names, a mobile number of 7 to 16 digits, texts only with a number', () => {
		const problems = (form: Record<string, string>) => {
			const parsed = profileEditSchema('en-US').safeParse(form)
			return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
		}
		expect(problems({ givenName: 'Ana', surname: 'Ruiz', mobilePhone: '+34 600 123 456', smsOffers: 'on' })).toEqual({})
		expect(problems({ givenName: '', surname: 'Ruiz', mobilePhone: '12', smsOffers: '' })).toEqual({ givenName: 'nameRequired', mobilePhone: 'smsLength' })
		expect(problems({ givenName: 'Ana', surname: 'Ruiz', mobilePhone: '', smsOffers: 'on' })).toEqual({ smsOffers: 'smsNeedsPhone' })
	})

	it('reads the points asked for, with grouping, and only a known airline', () => {
		const schema = conversionSchema(['UA'])
		expect(schema.safeParse({ partnerCode: 'UA', points: '3,000' }).data).toEqual({ partnerCode: 'UA', points: 3_000 })
		expect(schema.safeParse({ partnerCode: 'XX', points: '3000' }).error?.issues.map((issue) => issue.message)).toEqual(['partnerRequired'])
		expect(schema.safeParse({ partnerCode: 'UA', points: '1e9' }).error?.issues.map((issue) => issue.message)).toEqual(['pointsRequired'])
	})
})
