import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../../testing.ts'
import { graph } from '../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

// Every header field of spec 000 §3, as the app's hotel header asks for them.
const HEADER = /* GraphQL */ `
	query PhoenixBookDTTHotelHeaderData($propertyId: ID!) {
		property(id: $propertyId) {
			id
			seoNickname
			basicInformation {
				name
				currency
				latitude
				longitude
				coordinateSystem
				isMax
				websiteUrl
				brand {
					id
					name
					isLuxury
				}
			}
			contactInformation {
				address {
					line1
					line2
					line3
					city
					postalCode
					stateProvince {
						code
						description
					}
					country {
						code
						description
					}
				}
				contactNumbers {
					type {
						code
						description
					}
					number {
						original
						display
					}
				}
			}
			reviews {
				numberOfReviews {
					count
					description
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
		}
	}
`

describe('property', () => {
	it('answers every header field of a hotel', async () => {
		const answer = await graph(sandbox.url, HEADER, { propertyId: 'NYCMC' })
		expect(answer.status).toBe(200)
		expect(answer.body.errors).toBeUndefined()
		expect(answer.body.data?.property).toEqual({
			id: 'NYCMC',
			seoNickname: 'nycmc-meridian-new-york-times-square',
			basicInformation: {
				name: 'Meridian New York Times Square',
				currency: 'USD',
				latitude: 40.7614,
				longitude: -73.9845,
				coordinateSystem: 'WGS84',
				isMax: false,
				websiteUrl: 'https://www.meridian-hotels.example/hotels/travel/nycmc-meridian-new-york-times-square',
				brand: { id: 'MC', name: 'Meridian', isLuxury: false },
			},
			contactInformation: {
				address: {
					line1: '1600 Broadway',
					line2: null,
					line3: null,
					city: 'New York',
					postalCode: '10019',
					stateProvince: { code: 'NY', description: 'New York' },
					country: { code: 'US', description: 'United States' },
				},
				contactNumbers: [
					{ type: { code: 'phone', description: 'Phone' }, number: { original: '+1 212-555-0100', display: '+1 212-555-0100' } },
					{ type: { code: 'fax', description: 'Fax' }, number: { original: '+1 212-555-0101', display: '+1 212-555-0101' } },
				],
			},
			reviews: { numberOfReviews: { count: 2841, description: '2,841 reviews' }, stars: { count: 4.4, description: '4.4 out of 5' } },
			media: { primaryImage: { wideHorizontal: '/content/dam/nycmc/overview.jpg' }, hotelLogo: { imageSource: '/content/dam/nycmc/hotel-logo.png' } },
		})
	})

	it('reads the property code in any case, and answers null for an unknown one', async () => {
		const lower = await graph(sandbox.url, HEADER, { propertyId: 'shamc' })
		expect(lower.body.data?.property).toMatchObject({ id: 'SHAMC', basicInformation: { currency: 'CNY', coordinateSystem: 'GCJ02' } })

		const unknown = await graph(sandbox.url, HEADER, { propertyId: 'ZZZZZ' })
		expect(unknown.status).toBe(200)
		expect(unknown.body).toEqual({ data: { property: null } })
	})

	it('answers the property bar fields of a hotel without a state', async () => {
		const bar = /* GraphQL */ `
			query PropertyBarQuery($propertyId: ID!) {
				property(id: $propertyId) {
					id
					seoNickname
					basicInformation {
						name
						latitude
						longitude
						websiteUrl
					}
					contactInformation {
						address {
							line1
							city
							stateProvince {
								code
							}
						}
						contactNumbers {
							number {
								original
								display
							}
						}
					}
					reviews {
						numberOfReviews {
							count
						}
						stars {
							count
						}
					}
				}
			}
		`
		const answer = await graph(sandbox.url, bar, { propertyId: 'MILBG' })
		expect(answer.body.data?.property).toMatchObject({
			id: 'MILBG',
			seoNickname: 'milbg-bulgari-hotel-milano',
			contactInformation: { address: { city: 'Milano', stateProvince: null } },
		})
	})

	it('answers the migration status of the hotels being moved, and null for the others', async () => {
		const status = /* GraphQL */ `
			query PropertyMigrationStatus($propertyId: ID!) {
				property(id: $propertyId) {
					id
					migrationStatus
				}
			}
		`
		const statusOf = async (propertyId: string) => (await graph(sandbox.url, status, { propertyId })).body.data?.property
		expect(await statusOf('MIAMC')).toEqual({ id: 'MIAMC', migrationStatus: 'MIGRATED' })
		expect(await statusOf('PARMC')).toEqual({ id: 'PARMC', migrationStatus: 'IN_PROGRESS' })
		expect(await statusOf('NYCMC')).toEqual({ id: 'NYCMC', migrationStatus: null })
	})

	it('lists rooms with feature codes, and rates by tab with corporate and group plans behind their codes', async () => {
		const rates = /* GraphQL */ `
			query PropertyRates($propertyId: ID!, $tab: RateTab, $corporateCode: String, $groupCode: String) {
				property(id: $propertyId) {
					rooms {
						code
						isSleepingRoom
						features {
							code
							categories
						}
					}
					rates(tab: $tab, corporateCode: $corporateCode, groupCode: $groupCode) {
						code
						tab
						specialRateType
						corporateCode
						groupCode
						roomRates {
							room {
								code
							}
							nightlyRate {
								value
								valueDecimalPoint
								currency
							}
							taxesPerNight {
								value
							}
							pointsPerNight
						}
					}
				}
			}
		`
		const special = await graph(sandbox.url, rates, { propertyId: 'SELMC', tab: 'SPECIAL_RATES' })
		const property = special.body.data?.property
		expect(property.rooms.map((room: { code: string }) => room.code)).toEqual(['DKNG', 'DQQN', 'EXKG', 'STE1'])
		expect(property.rooms[0].features).toContainEqual({ code: 'V9', categories: ['room', 'feather', 'pillow'] })
		expect(property.rates.map((plan: { code: string }) => plan.code)).toEqual(['AAA', 'SNR', 'GOV'])
		expect(property.rates[0].roomRates[0].nightlyRate).toMatchObject({ valueDecimalPoint: 0, currency: 'KRW' })

		const corporate = await graph(sandbox.url, rates, { propertyId: 'SELMC', tab: 'SPECIAL_RATES', corporateCode: 'acm' })
		expect(corporate.body.data?.property.rates.map((plan: { code: string }) => plan.code)).toEqual(['AAA', 'SNR', 'GOV', 'CORP'])

		const group = await graph(sandbox.url, rates, { propertyId: 'SELMC', tab: 'GROUP', groupCode: 'SELMCGR' })
		expect(group.body.data?.property.rates).toMatchObject([{ code: 'GRP', groupCode: 'SELMCGR' }])

		const redemption = await graph(sandbox.url, rates, { propertyId: 'SELMC', tab: 'REDEMPTION' })
		const [points] = redemption.body.data?.property.rates ?? []
		expect(points.roomRates[0]).toMatchObject({ nightlyRate: { value: 0 }, pointsPerNight: 45_000 })
	})
})
