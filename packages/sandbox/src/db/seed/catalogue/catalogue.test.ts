import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../../auth/tokens.ts'
import { bearer, graph } from '../../../http/graph/testing.ts'
import { startTestSandbox } from '../../../testing.ts'
import { properties } from '../../schema/index.ts'
import { NON_MEMBER_GUEST, SEED_CONFIRMATION_NUMBERS, SEED_CORPORATE_CODE, groupCodeOf, refreshDemoDates } from '../catalogue.ts'
import { SEED_MEMBERS } from '../members.ts'
import { addDays, hotelToday } from './demo-dates.ts'
import { SEED_PROPERTIES } from './properties.ts'

let clock = new Date()
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => clock)
})
afterAll(() => sandbox.close())

const PROPERTY = /* GraphQL */ `
	query SeededProperty($propertyId: ID!, $corporateCode: String, $groupCode: String) {
		property(id: $propertyId) {
			id
			seoNickname
			basicInformation {
				name
				currency
				isMax
				coordinateSystem
				timeZone
				brand {
					id
					name
					isLuxury
				}
			}
			contactInformation {
				address {
					line1
					city
					country {
						code
						description
					}
				}
				contactNumbers {
					type {
						code
					}
					number {
						original
					}
				}
			}
			reviews {
				numberOfReviews {
					count
				}
				stars {
					count
					description
				}
			}
			media {
				primaryImage {
					wideHorizontal
				}
				hotelLogo {
					imageSource
				}
			}
			rooms {
				code
				features {
					code
				}
			}
			rates(corporateCode: $corporateCode, groupCode: $groupCode) {
				code
				tab
				cancellationPolicy
				groupCode
				roomRates {
					nightlyRate {
						value
						valueDecimalPoint
						currency
					}
					taxesPerNight {
						valueDecimalPoint
						currency
					}
					pointsPerNight
				}
			}
		}
	}
`
const TABS = ['STANDARD', 'DEALS_AND_PACKAGES', 'PREPAY', 'SPECIAL_RATES', 'REDEMPTION', 'GROUP']
const DECIMALS: Record<string, number> = { JPY: 0, KRW: 0 }
// Spec 001 §6: brands kept out of housekeeping opt-in.
const HOUSEKEEPING_EXCLUDED = ['ER', 'MV', 'RZ', 'EB', 'WH', 'LC', 'XR', 'JW', 'BG', 'RS', 'SN']

const propertyOf = async (id: string) =>
	(await graph(sandbox.url, PROPERTY, { propertyId: id, corporateCode: SEED_CORPORATE_CODE, groupCode: groupCodeOf(id) })).body.data?.property

describe('the seeded catalogue', () => {
	it('holds every seeded hotel whole: nickname, brand, contacts, rooms, a rate on every tab, prices in its currency', async () => {
		const stored = await sandbox.database.db.select({ id: properties.id }).from(properties)
		expect(stored.map((row) => row.id).sort()).toEqual(SEED_PROPERTIES.map((p) => p.id).sort())
		const brands = new Set<string>()
		for (const { id } of SEED_PROPERTIES) {
			const property = await propertyOf(id)
			expect(property.seoNickname, id).toMatch(new RegExp(`^${id.toLowerCase()}-[a-z0-9-]+$`))
			expect(property.basicInformation.brand.name, id).toBeTruthy()
			brands.add(property.basicInformation.brand.id)
			expect(
				property.contactInformation.contactNumbers.map((n: { type: { code: string } }) => n.type.code),
				id,
			).toEqual(['phone', 'fax'])
			expect(property.reviews.stars.count, id).toBeGreaterThanOrEqual(0)
			expect(property.reviews.stars.count, id).toBeLessThanOrEqual(5)
			expect(property.media.primaryImage.wideHorizontal, id).toMatch(/^\/content\/dam\//)
			expect(property.rooms.length, id).toBeGreaterThan(0)
			expect(
				property.rooms.every((room: { features: unknown[] }) => room.features.length > 0),
				id,
			).toBe(true)
			const tabs = new Set(property.rates.filter((plan: { roomRates: unknown[] }) => plan.roomRates.length > 0).map((plan: { tab: string }) => plan.tab))
			expect([...tabs].sort(), id).toEqual([...TABS].sort())
			const currency = property.basicInformation.currency
			for (const plan of property.rates) {
				expect(plan.cancellationPolicy, `${id} ${plan.code}`).toBeTruthy()
				for (const rate of plan.roomRates) {
					expect(rate.nightlyRate, `${id} ${plan.code}`).toMatchObject({ currency, valueDecimalPoint: DECIMALS[currency] ?? 2 })
					expect(rate.taxesPerNight, `${id} ${plan.code}`).toMatchObject({ currency, valueDecimalPoint: DECIMALS[currency] ?? 2 })
					expect(plan.tab === 'REDEMPTION' ? rate.pointsPerNight > 0 : rate.nightlyRate.value > 0, `${id} ${plan.code}`).toBe(true)
				}
			}
			const group = property.rates.find((plan: { tab: string }) => plan.tab === 'GROUP')
			expect(group.groupCode, id).toHaveLength(7)
		}
		expect(brands).toEqual(new Set(['MC', 'RZ', 'BG', 'JW', 'EB', 'MV', 'DS']))
		expect([...brands].some((brand) => HOUSEKEEPING_EXCLUDED.includes(brand))).toBe(true)
		expect(HOUSEKEEPING_EXCLUDED).not.toContain('MC')
	})

	it('has the hotels the product and its README name', async () => {
		const expected = {
			NYCMC: { currency: 'USD', city: 'New York', reviewsAtLeast: 5 },
			CHIRZ: { currency: 'USD', city: 'Chicago', brand: 'RZ' },
			MILBG: { currency: 'EUR', city: 'Milano', brand: 'BG' },
			SHAMC: { currency: 'CNY', city: 'Shanghai', coordinateSystem: 'GCJ02' },
			TYOMC: { currency: 'JPY', city: 'Tokyo' },
			SELMC: { currency: 'KRW', city: 'Seoul' },
			YYZMC: { currency: 'CAD', city: 'Toronto' },
			LONMC: { currency: 'GBP', city: 'London' },
			AUAMV: { currency: 'USD', city: 'Noord', brand: 'MV', isLuxury: false },
			BERDS: { currency: 'EUR', city: 'Berlin', brand: 'DS', isLuxury: false },
		} as const
		for (const [id, want] of Object.entries(expected)) {
			const property = await propertyOf(id)
			expect(property.basicInformation.currency, id).toBe(want.currency)
			expect(property.contactInformation.address.city, id).toBe(want.city)
			if ('brand' in want) expect(property.basicInformation.brand, id).toMatchObject({ id: want.brand, isLuxury: 'isLuxury' in want ? want.isLuxury : true })
			if ('coordinateSystem' in want) expect(property.basicInformation.coordinateSystem).toBe(want.coordinateSystem)
			if ('reviewsAtLeast' in want) expect(property.reviews.numberOfReviews.count).toBeGreaterThanOrEqual(want.reviewsAtLeast)
		}
		expect((await propertyOf('AUSMC')).reviews.numberOfReviews.count).toBeLessThanOrEqual(4)
		expect((await propertyOf('LASMC')).basicInformation.isMax).toBe(true)
	})

	it('gives titanium the full list of 20 saved hotels, gold two, the others none', async () => {
		const customer = /* GraphQL */ `
			query SavedHotels($customerId: ID!) {
				customer(id: $customerId) {
					savedProperties {
						id
					}
				}
			}
		`
		for (const member of SEED_MEMBERS) {
			const token = await issueToken(sandbox.database.db, member.id, 'access', new Date())
			const saved = (await graph(sandbox.url, customer, { customerId: member.id }, bearer(token))).body.data?.customer.savedProperties
			const expected = member.id === 'CUST-TITANIUM' ? 20 : member.id === 'CUST-GOLD' ? 2 : 0
			expect(saved, member.id).toHaveLength(expected)
		}
	})
})

const RESERVATION = /* GraphQL */ `
	query SeededReservation($confirmationNumber: String!, $surname: String!) {
		reservation(confirmationNumber: $confirmationNumber, surname: $surname) {
			confirmationNumber
			status
			checkInDate
			checkOutDate
			isCheckInEligible
			property {
				id
				basicInformation {
					timeZone
				}
			}
			guest {
				email
				customerId
			}
			rooms {
				room {
					code
				}
				ratePlan {
					code
				}
				nightlyRate {
					currency
				}
			}
			total {
				value
				currency
			}
		}
	}
`
const lookUp = async (confirmationNumber: string, surname: string) =>
	(await graph(sandbox.url, RESERVATION, { confirmationNumber, surname })).body.data?.reservation

async function seededStays() {
	return {
		upcoming: await lookUp(SEED_CONFIRMATION_NUMBERS.upcoming, 'Lindqvist'),
		checkInToday: await lookUp(SEED_CONFIRMATION_NUMBERS.checkInToday, 'Martín'),
		cancelled: await lookUp(SEED_CONFIRMATION_NUMBERS.cancelled, 'Lindqvist'),
		twoRooms: await lookUp(SEED_CONFIRMATION_NUMBERS.twoRooms, 'Sato'),
		nonMemberGuest: await lookUp(SEED_CONFIRMATION_NUMBERS.nonMemberGuest, NON_MEMBER_GUEST.surname),
	}
}

function expectDemoMeanings(stays: Awaited<ReturnType<typeof seededStays>>, now: Date) {
	const today = (stay: { property: { basicInformation: { timeZone: string } } }) => hotelToday(now, stay.property.basicInformation.timeZone)
	expect(stays.upcoming).toMatchObject({ status: 'CONFIRMED', property: { id: 'NYCMC' }, guest: { email: 'gold@example.com', customerId: 'CUST-GOLD' } })
	expect(stays.upcoming.checkInDate > today(stays.upcoming)).toBe(true)
	expect(stays.checkInToday).toMatchObject({ status: 'CONFIRMED', isCheckInEligible: true, checkInDate: today(stays.checkInToday) })
	expect(stays.cancelled).toMatchObject({ status: 'CANCELLED', isCheckInEligible: false })
	expect(stays.twoRooms.rooms).toHaveLength(2)
	expect(stays.twoRooms.total).toMatchObject({ currency: 'JPY' })
	expect(stays.nonMemberGuest.guest).toEqual({ email: NON_MEMBER_GUEST.email, customerId: null })
	expect(stays.nonMemberGuest.checkInDate > today(stays.nonMemberGuest)).toBe(true)
}

describe('the seeded reservations', () => {
	it('exist under their confirmation numbers, each showing what it is for', async () => {
		expectDemoMeanings(await seededStays(), clock)
	})

	it('keep their meaning on a later start: check-in today is today again, upcoming stays ahead', async () => {
		const before = await seededStays()
		clock = new Date(clock.getTime() + 40 * 86_400_000)
		expect(await refreshDemoDates(sandbox.database.db, clock)).toBe(6)
		const after = await seededStays()
		expectDemoMeanings(after, clock)
		expect(after.upcoming.checkInDate).toBe(addDays(before.upcoming.checkInDate, 40))
		expect(after.upcoming.checkOutDate).toBe(addDays(before.upcoming.checkOutDate, 40))
	})
})
