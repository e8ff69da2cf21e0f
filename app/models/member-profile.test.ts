import { describe, expect, it } from 'vitest'
import { conversionChoices, conversionNumberProblem, conversionProblem, milesFor, nightsToSilver, partnerAccountsShown, phoneNudge } from './member-profile.ts'
import { conversionRefusal, conversionSchema, profileEditSchema } from './member-profile-schema.ts'
import { mobileNumberProblem } from './phone-number.ts'

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

	it('checks the edit: names, a mobile number of the country chosen (or with its own code), texts only with a number', () => {
		const problems = (form: Record<string, string>) => {
			const parsed = profileEditSchema('en-US').safeParse(form)
			return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
		}
		expect(problems({ givenName: 'Ana', surname: 'Ruiz', mobilePhone: '+34 600 123 456', smsOffers: 'on' })).toEqual({})
		expect(problems({ givenName: 'Ana', surname: 'Ruiz', mobilePhone: '612 345 678', mobileCountry: 'es' })).toEqual({})
		expect(problems({ givenName: '', surname: 'Ruiz', mobilePhone: '12', mobileCountry: 'ES', smsOffers: '' })).toEqual({
			givenName: 'nameRequired',
			mobilePhone: mobileNumberProblem({ country: 'ES' }),
		})
		expect(profileEditSchema('en-US').parse({ givenName: 'Ana', surname: 'Ruiz', mobilePhone: '07700 900123', mobileCountry: 'GB' }).mobilePhone).toBe(
			'+447700900123',
		)
		expect(problems({ givenName: 'Ana', surname: 'Ruiz', mobilePhone: '', smsOffers: 'on' })).toEqual({ smsOffers: 'smsNeedsPhone' })
	})

	it('reads the points asked for, with grouping, and only a known airline', () => {
		const schema = conversionSchema(['UA'], [])
		expect(schema.safeParse({ partnerCode: 'UA', points: '3,000', partnerNumber: '1234 5674' }).data).toEqual({
			partnerCode: 'UA',
			points: 3_000,
			partnerNumber: '12345674',
		})
		const problems = (form: Record<string, string>) => schema.safeParse({ partnerNumber: '12345674', ...form }).error?.issues.map((issue) => issue.message)
		expect(problems({ partnerCode: 'XX', points: '3000' })).toEqual(['partnerRequired'])
		expect(problems({ partnerCode: 'UA', points: '1e9' })).toEqual(['pointsRequired'])
	})

	it('takes an empty airline number only where the platform keeps one, and a number of 6 to 16 digits', () => {
		const problems = (form: Record<string, string>) =>
			conversionSchema(['UA', 'DL'], ['UA'])
				.safeParse({ points: '3000', ...form })
				.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? []
		expect(problems({ partnerCode: 'UA', partnerNumber: '' })).toEqual([])
		expect(problems({ partnerCode: 'UA', partnerNumber: '  ' })).toEqual([])
		expect(problems({ partnerCode: 'DL', partnerNumber: '' })).toEqual(['partnerNumber:partnerNumberRequired'])
		expect(problems({ partnerCode: 'DL' })).toEqual(['partnerNumber:partnerNumberRequired'])
		expect(problems({ partnerCode: 'DL', partnerNumber: '55501233' })).toEqual([])
		for (const number of ['12345', '12345678901234567', '1234-5678', 'AB123456'])
			expect(problems({ partnerCode: 'UA', partnerNumber: number }), number).toEqual(['partnerNumber:invalidPartnerNumber'])
		expect(conversionNumberProblem('', 'BA', ['UA'])).toBe('partnerNumberRequired')
	})

	it('says each refusal of a conversion beside its field', () => {
		expect(conversionRefusal('INVALID_PARTNER_NUMBER', 'partnerNumber')).toEqual({ field: 'partnerNumber', key: 'invalidPartnerNumber' })
		expect(conversionRefusal('BAD_REQUEST', 'partnerNumber')).toEqual({ field: 'partnerNumber', key: 'partnerNumberRequired' })
		expect(conversionRefusal('INSUFFICIENT_POINTS', 'points')).toEqual({ field: 'points', key: 'pointsInsufficient' })
		expect(conversionRefusal('BAD_REQUEST', 'points')).toEqual({ field: 'points', key: 'upstreamRefused' })
	})

	it('shows the kept airline numbers by the airline’s name, masked as the platform masked them', () => {
		const partners = [
			{ code: 'UA', name: 'United MileagePlus' },
			{ code: 'DL', name: 'Delta SkyMiles' },
		]
		expect(
			partnerAccountsShown(
				[
					{ partnerCode: 'UA', maskedNumber: '••••1234' },
					{ partnerCode: 'ZZ', maskedNumber: '••••9876' },
				],
				partners,
			),
		).toEqual([
			{ partnerCode: 'UA', partnerName: 'United MileagePlus', maskedNumber: '••••1234' },
			{ partnerCode: 'ZZ', partnerName: 'ZZ', maskedNumber: '••••9876' },
		])
	})
})
