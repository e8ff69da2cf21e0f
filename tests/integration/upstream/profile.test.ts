import { describe, expect, it, vi } from 'vitest'
import { dataLayerEvents, pointsConversions } from '@meridian/sandbox/db/schema/index.ts'
import { mobileNumberProblem } from '#app/models/phone-number.ts'
import { action as change, loader as profile } from '#app/routes/account/profile.tsx'
import { cookieFor, get, post } from './route-calls.ts'
import { goldMember, guest, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// The profile page's routes against the sandbox (issue 15): members only, each change
// answered beside its form, and the analytics events of spec 000 §4 sent from the server
// with no personal data in them.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const PATH = '/loyalty/myAccount/profile.mi'

/** The events the sandbox's data layer has received, once `arrived` holds of them: they are fire and forget. */
async function events(arrived: (names: Array<string | null>) => boolean = () => true) {
	return vi.waitFor(
		async () => {
			const received = await upstreamSandbox().database.db.select().from(dataLayerEvents)
			if (!arrived(received.map((event) => event.event))) throw new Error(`not yet: ${received.map((event) => event.event).join(', ')}`)
			return received
		},
		{ timeout: 5_000, interval: 20 },
	)
}

describe('the profile page', () => {
	it('sends a guest to sign in and back', async () => {
		const response = await get(profile, PATH, await cookieFor(guest.sessionToken))
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toMatch(/sign-in\.mi\?returnTo=%2Floyalty%2FmyAccount%2Fprofile\.mi/)
	})

	it('shows the member: tier, points, nights, saved hotels with their pages', async () => {
		const page = await (await get(profile, PATH, await cookieFor(signedInMember.sessionToken))).json()
		expect(page.loyalty).toMatchObject({ tier: 'gold', nightsToSilver: null, earningPreference: 'HP' })
		expect(page.loyalty.points).toMatch(/^\d{1,3}([.,]\d{3})*$/)
		expect(page.profile.twoStepVerification).toBe(true)
		expect(page.savedHotels.length).toBeGreaterThan(0)
		for (const hotel of page.savedHotels) expect(hotel.href).toMatch(/^\/es-es\/hotels\/[a-z0-9-]+$|^\/hotels\/[a-z0-9-]+$/)
	})

	it('refuses a bad edit with 400 beside its field, and an unknown intent', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const refused = await post(
			change,
			PATH,
			{ intent: 'profile', givenName: '', surname: 'Lindqvist', mobileCountry: 'SE', mobilePhone: '12', smsOffers: 'on' },
			cookie,
		)
		expect(refused.status).toBe(400)
		const { result } = await refused.json()
		expect(result.error).toMatchObject({ givenName: ['nameRequired'], mobilePhone: [mobileNumberProblem({ country: 'SE' })] })
		expect(result.initialValue).toMatchObject({ surname: 'Lindqvist' })
		expect((await post(change, PATH, { intent: '<script>' }, cookie)).status).toBe(400)
	})

	it('switches the earning preference and converts points, reporting each event without personal data', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const miles = await post(change, PATH, { intent: 'earningPreference', earningPreference: 'MI' }, cookie)
		expect(miles.status).toBe(200)
		expect((await miles.json()).done).toEqual({ key: 'earningMiles' })
		expect((await (await get(profile, PATH, cookie)).json()).loyalty.earningPreference).toBe('MI')

		const converted = await post(change, PATH, { intent: 'convertPoints', partnerCode: 'UA', points: '3000', partnerNumber: '12345674' }, cookie)
		expect(converted.status).toBe(200)
		expect((await converted.json()).done).toMatchObject({ key: 'convert-points-success', values: { miles: '1,000' } })
		const tooMany = await post(change, PATH, { intent: 'convertPoints', partnerCode: 'UA', points: '90000000' }, cookie)
		expect(tooMany.status).toBe(400)
		expect((await tooMany.json()).result.error).toEqual({ points: ['pointsInsufficient'] })
		const offStep = await post(change, PATH, { intent: 'convertPoints', partnerCode: 'UA', points: '3500' }, cookie)
		expect((await offStep.json()).result.error).toEqual({ points: ['pointsStep'] })

		const expected = ['earning-preference-success', 'convert-points-success', 'convert-points-failure']
		const names = (await events((arrived) => expected.every((name) => arrived.includes(name)))).map((event) => event.event)
		expect(names).toEqual(expect.arrayContaining(expected))
		expect(JSON.stringify(await events())).not.toMatch(/@example\.com|Lindqvist|Grace|12345674/)
	})

	it('keeps the airline number a conversion used, shows it masked, and takes an empty number for that airline only', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const page = async () => (await get(profile, PATH, cookie)).json()
		const convert = (partnerCode: string, partnerNumber: string) =>
			post(change, PATH, { intent: 'convertPoints', partnerCode, points: '3000', partnerNumber }, cookie)
		const before = await page()
		expect(before.partnerAccounts.map((account: { partnerCode: string }) => account.partnerCode)).not.toContain('DL')

		// None kept yet: an empty number is refused beside its field, as is one that is not a number, here or by the platform.
		const none = await convert('DL', '')
		expect(none.status).toBe(400)
		expect((await none.json()).result).toMatchObject({
			error: { partnerNumber: ['partnerNumberRequired'] },
			initialValue: { partnerCode: 'DL', points: '3000' },
		})
		expect((await (await convert('DL', 'AB-123')).json()).result.error).toEqual({ partnerNumber: ['invalidPartnerNumber'] })
		const notOne = await convert('DL', '12345678')
		expect(notOne.status).toBe(400)
		expect((await notOne.json()).result.error).toEqual({ partnerNumber: ['invalidPartnerNumber'] })
		expect((await page()).loyalty.points).toBe(before.loyalty.points)

		expect((await convert('DL', '5550 1233')).status).toBe(200)
		const after = await page()
		expect(after.partnerAccounts).toContainEqual({ partnerCode: 'DL', partnerName: 'Delta SkyMiles', maskedNumber: '••••1233' })
		expect(JSON.stringify(after)).not.toContain('55501233')

		// Later: the number left out for Delta uses the kept one; British Airways still needs one.
		const again = await convert('DL', '')
		expect(again.status).toBe(200)
		expect((await again.json()).done).toMatchObject({ key: 'convert-points-success', values: { partner: 'Delta SkyMiles' } })
		expect((await (await convert('BA', '')).json()).result.error).toEqual({ partnerNumber: ['partnerNumberRequired'] })
		const conversions = (await upstreamSandbox().database.db.select().from(pointsConversions)).filter((row) => row.customerId === goldMember.id)
		expect(conversions.filter((row) => row.partnerCode === 'DL').map((row) => row.partnerNumber)).toEqual(['55501233', '55501233'])
	})
})
