import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { issueToken } from '../../../auth/tokens.ts'
import { customers, partnerAccounts, pointsConversions, promotions } from '../../../db/schema/index.ts'
import { addDays } from '../../../db/seed/catalogue/demo-dates.ts'
import { refreshPromotionDates } from '../../../db/seed/profiles.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer, graph } from '../testing.ts'

// Points to airline miles, and promotions.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const STATUS = 'status { httpStatus code errors { message field } }'
const PARTNERS = /* GraphQL */ `
	query ConversionPartners {
		conversionPartners {
			code
			name
		}
	}
`
const CONVERT = /* GraphQL */ `
	mutation ConvertPoints($input: ConvertPointsInput!) { convertPoints(input: $input) { ${STATUS} milesAwarded currentPointBalance } }
`
const PARTNER_ACCOUNTS = /* GraphQL */ `
	query PartnerAccounts($customerId: ID!) {
		customer(id: $customerId) {
			profile {
				partnerAccounts {
					partnerCode
					maskedNumber
				}
			}
		}
	}
`
const PROMOTIONS = /* GraphQL */ `
	query Promotions($code: ID) {
		promotions(code: $code) {
			code
			title
			description
			startDate
			endDate
			registered
		}
	}
`
const REGISTER = /* GraphQL */ `
	mutation RegisterForPromotion($input: RegisterForPromotionInput!) { registerForPromotion(input: $input) { ${STATUS} promotion { code registered } } }
`

const headersOf = async (customerId: string) => bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date()))
const balanceOf = async (customerId: string) => (await sandbox.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]?.pointBalance
const today = () => new Date().toISOString().slice(0, 10)

describe('conversionPartners and convertPoints', () => {
	it('lists the airlines', async () => {
		expect((await graph(sandbox.url, PARTNERS)).body.data?.conversionPartners).toEqual([
			{ code: 'UA', name: 'United MileagePlus' },
			{ code: 'DL', name: 'Delta SkyMiles' },
			{ code: 'BA', name: 'British Airways Executive Club' },
		])
	})

	it('takes the points and records the conversion, three points a mile, in steps of 1,000 from 3,000', async () => {
		const headers = await headersOf('CUST-GOLD')
		const convert = async (points: number, partnerCode = 'UA') =>
			(await graph(sandbox.url, CONVERT, { input: { customerId: 'CUST-GOLD', partnerCode, points, partnerNumber: '12345674' } }, headers)).body.data
				?.convertPoints
		expect(await convert(3_000)).toEqual({ status: [{ httpStatus: 200, code: 'SUCCESS', errors: [] }], milesAwarded: 1_000, currentPointBalance: 83_000 })
		expect(await convert(10_000, 'ba')).toMatchObject({ milesAwarded: 3_333, currentPointBalance: 73_000 })
		const refusals = [
			[2_000, 'UA', 'points'],
			[3_500, 'UA', 'points'],
			[-3_000, 'UA', 'points'],
			[3_000, 'AF', 'partnerCode'],
		] as const
		for (const [points, partnerCode, field] of refusals) {
			expect(await convert(points, partnerCode), `${points} ${partnerCode}`).toEqual({
				status: [{ httpStatus: 400, code: 'BAD_REQUEST', errors: [{ message: expect.any(String), field }] }],
				milesAwarded: null,
				currentPointBalance: null,
			})
		}
		const rows = await sandbox.database.db.select().from(pointsConversions).where(eq(pointsConversions.customerId, 'CUST-GOLD'))
		expect(rows.map(({ partnerCode, points, miles, partnerNumber }) => ({ partnerCode, points, miles, partnerNumber }))).toEqual([
			{ partnerCode: 'UA', points: 3_000, miles: 1_000, partnerNumber: '12345674' },
			{ partnerCode: 'BA', points: 10_000, miles: 3_333, partnerNumber: '12345674' },
		])
		expect(await balanceOf('CUST-GOLD')).toBe(73_000)
	})

	it('refuses more points than the balance with INSUFFICIENT_POINTS, changing nothing; of two conversions the balance covers once, one wins', async () => {
		const headers = await headersOf('CUST-MEMBER')
		const convert = async (points: number) =>
			(await graph(sandbox.url, CONVERT, { input: { customerId: 'CUST-MEMBER', partnerCode: 'DL', points, partnerNumber: '70123450' } }, headers)).body.data
				?.convertPoints
		expect((await convert(5_000)).status[0]).toMatchObject({ httpStatus: 422, code: 'INSUFFICIENT_POINTS', errors: [{ field: 'points' }] })
		expect(await balanceOf('CUST-MEMBER')).toBe(4_200)
		expect(await sandbox.database.db.select().from(partnerAccounts).where(eq(partnerAccounts.customerId, 'CUST-MEMBER'))).toEqual([])
		const both = await Promise.all([convert(3_000), convert(3_000)])
		expect(both.map((answer) => answer.status[0].code).sort()).toEqual(['INSUFFICIENT_POINTS', 'SUCCESS'])
		expect(await balanceOf('CUST-MEMBER')).toBe(1_200)
		expect(await sandbox.database.db.select().from(pointsConversions).where(eq(pointsConversions.customerId, 'CUST-MEMBER'))).toHaveLength(1)
	})

	it('keeps the partner number per airline, shows it masked only, and lets a later conversion leave it out', async () => {
		const headers = await headersOf('CUST-PLATINUM')
		const convert = async (partnerCode: string, partnerNumber?: string | null) =>
			(await graph(sandbox.url, CONVERT, { input: { customerId: 'CUST-PLATINUM', partnerCode, points: 3_000, partnerNumber } }, headers)).body.data
				?.convertPoints
		const accounts = async () =>
			(await graph(sandbox.url, PARTNER_ACCOUNTS, { customerId: 'CUST-PLATINUM' }, headers)).body.data?.customer.profile.partnerAccounts
		const before = await balanceOf('CUST-PLATINUM')
		expect(await accounts()).toEqual([])

		// No number and none kept; a number that is not one: refused, nothing taken, nothing kept.
		for (const partnerNumber of [undefined, null, '', '   ']) {
			expect((await convert('UA', partnerNumber)).status[0], String(partnerNumber)).toMatchObject({
				httpStatus: 400,
				code: 'BAD_REQUEST',
				errors: [{ field: 'partnerNumber' }],
			})
		}
		expect((await convert('UA', '12345678')).status[0]).toMatchObject({ code: 'INVALID_PARTNER_NUMBER', errors: [{ field: 'partnerNumber' }] })
		expect(await balanceOf('CUST-PLATINUM')).toBe(before)
		expect(await accounts()).toEqual([])

		// Kept by a conversion (spaces dropped), per airline, and replaced by another number given later.
		expect((await convert('DL', '5550 1233')).status[0].code).toBe('SUCCESS')
		expect((await convert('UA', '12345674')).status[0].code).toBe('SUCCESS')
		expect(await accounts()).toEqual([
			{ partnerCode: 'UA', maskedNumber: '••••5674' },
			{ partnerCode: 'DL', maskedNumber: '••••1233' },
		])
		expect((await convert('UA')).status[0].code).toBe('SUCCESS')
		expect((await convert('UA', '998877665542')).status[0].code).toBe('SUCCESS')
		expect((await convert('ua', '')).status[0].code).toBe('SUCCESS')
		expect((await convert('BA')).status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'partnerNumber' }] })
		expect(await accounts()).toEqual([
			{ partnerCode: 'UA', maskedNumber: '••••5542' },
			{ partnerCode: 'DL', maskedNumber: '••••1233' },
		])
		const rows = await sandbox.database.db.select().from(pointsConversions).where(eq(pointsConversions.customerId, 'CUST-PLATINUM'))
		expect(rows.map((row) => `${row.partnerCode} ${row.partnerNumber}`)).toEqual([
			'DL 55501233',
			'UA 12345674',
			'UA 12345674',
			'UA 998877665542',
			'UA 998877665542',
		])
		expect(await balanceOf('CUST-PLATINUM')).toBe((before ?? 0) - 15_000)
	})

	it('answers the kept numbers wherever the graph gives the profile, never whole, and to the member only', async () => {
		const headers = await headersOf('CUST-PLATINUM')
		const read = await graph(sandbox.url, PARTNER_ACCOUNTS, { customerId: 'CUST-PLATINUM' }, headers)
		expect(read.body.data?.customer.profile.partnerAccounts).toHaveLength(2)
		const [row] = await sandbox.database.db.select().from(customers).where(eq(customers.id, 'CUST-PLATINUM'))
		const update = /* GraphQL */ `
			mutation U($input: UpdateCustomerProfileInput!) {
				updateCustomerProfile(input: $input) {
					status {
						code
					}
					profile {
						partnerAccounts {
							partnerCode
							maskedNumber
						}
					}
				}
			}
		`
		const input = { customerId: 'CUST-PLATINUM', givenName: row?.givenName, surname: row?.surname, communicationPreferences: { email: true, sms: false } }
		const updated = await graph(sandbox.url, update, { input }, headers)
		expect(updated.body.data?.updateCustomerProfile.profile.partnerAccounts).toEqual(read.body.data?.customer.profile.partnerAccounts)
		expect(JSON.stringify([read.body, updated.body])).not.toMatch(/998877665542|55501233/)
		const stranger = await graph(sandbox.url, PARTNER_ACCOUNTS, { customerId: 'CUST-PLATINUM' }, await headersOf('CUST-GOLD'))
		expect(stranger.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
	})

	it('is for the member the token speaks for only', async () => {
		const input = { customerId: 'CUST-AMBASSADOR', partnerCode: 'UA', points: 3_000, partnerNumber: '12345674' }
		expect((await graph(sandbox.url, CONVERT, { input })).body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect((await graph(sandbox.url, CONVERT, { input }, await headersOf('CUST-GOLD'))).body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
		expect(await balanceOf('CUST-AMBASSADOR')).toBe(1_204_000)
	})
})

describe('promotions and registerForPromotion', () => {
	it('lists the promotions open for registration today, by start date, and any one by its code', async () => {
		const open = (await graph(sandbox.url, PROMOTIONS)).body.data?.promotions
		expect(open.map((promotion: { code: string }) => promotion.code)).toEqual(['DOUBLEUP', 'WEEKEND3', 'GETAWAY'])
		expect(open[0]).toEqual({
			code: 'DOUBLEUP',
			title: expect.any(String),
			description: expect.any(String),
			startDate: addDays(today(), -14),
			endDate: addDays(today(), 60),
			registered: false,
		})
		const spring = (await graph(sandbox.url, PROMOTIONS, { code: 'spring' })).body.data?.promotions
		expect(spring).toMatchObject([{ code: 'SPRING', endDate: addDays(today(), -60), registered: false }])
		expect((await graph(sandbox.url, PROMOTIONS, { code: 'NOPE' })).body.data?.promotions).toEqual([])
	})

	it('registers the member, SUCCESS again when registered already, and says so in the list for them only', async () => {
		const headers = await headersOf('CUST-SILVER')
		const register = async (promotionCode: string) =>
			(await graph(sandbox.url, REGISTER, { input: { customerId: 'CUST-SILVER', promotionCode } }, headers)).body.data?.registerForPromotion
		expect(await register('weekend3')).toEqual({
			status: [{ httpStatus: 200, code: 'SUCCESS', errors: [] }],
			promotion: { code: 'WEEKEND3', registered: true },
		})
		expect(await register('WEEKEND3')).toMatchObject({ status: [{ code: 'SUCCESS' }], promotion: { registered: true } })
		expect((await register('GETAWAY')).status[0].code).toBe('SUCCESS')
		const registered = (promotions: Array<{ code: string; registered: boolean }>) => promotions.filter((p) => p.registered).map((p) => p.code)
		expect(registered((await graph(sandbox.url, PROMOTIONS, {}, headers)).body.data?.promotions)).toEqual(['WEEKEND3', 'GETAWAY'])
		expect(registered((await graph(sandbox.url, PROMOTIONS, {}, await headersOf('CUST-GOLD'))).body.data?.promotions)).toEqual([])
		expect(registered((await graph(sandbox.url, PROMOTIONS)).body.data?.promotions)).toEqual([])
		expect((await graph(sandbox.url, PROMOTIONS, { code: 'WEEKEND3' }, headers)).body.data?.promotions[0].registered).toBe(true)
	})

	it('refuses an unknown code with NOT_FOUND and a promotion over with E_PROMOTION_CLOSED', async () => {
		const headers = await headersOf('CUST-TITANIUM')
		const register = async (promotionCode: string) =>
			(await graph(sandbox.url, REGISTER, { input: { customerId: 'CUST-TITANIUM', promotionCode } }, headers)).body.data?.registerForPromotion
		expect(await register('NOPE')).toEqual({
			status: [{ httpStatus: 404, code: 'NOT_FOUND', errors: [{ message: expect.any(String), field: 'promotionCode' }] }],
			promotion: null,
		})
		expect(await register('SPRING')).toMatchObject({ status: [{ code: 'E_PROMOTION_CLOSED' }], promotion: { code: 'SPRING', registered: false } })
		const anonymous = await graph(sandbox.url, REGISTER, { input: { customerId: 'CUST-TITANIUM', promotionCode: 'DOUBLEUP' } })
		expect(anonymous.body.errors?.[0]?.extensions.code).toBe('UNAUTHORIZED')
	})

	it('keeps the seeded promotions open or over on a later start', async () => {
		const later = new Date(Date.now() + 400 * 86_400_000)
		await refreshPromotionDates(sandbox.database.db, later)
		const [doubleUp] = await sandbox.database.db.select().from(promotions).where(eq(promotions.code, 'DOUBLEUP'))
		const laterToday = later.toISOString().slice(0, 10)
		expect(doubleUp).toMatchObject({ startDate: addDays(laterToday, -14), endDate: addDays(laterToday, 60) })
		await refreshPromotionDates(sandbox.database.db, new Date())
	})
})
