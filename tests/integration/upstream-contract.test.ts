import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encryptPassword as encryptLikeTheBrowser } from '#app/services/password-encryption.server.ts'
import { SEED_CONFIRMATION_NUMBERS } from '@meridian/sandbox/db/seed/catalogue.ts'
import { seedProperty } from '@meridian/sandbox/db/seed/catalogue/properties.ts'
import { seoNicknameOf } from '@meridian/sandbox/db/seed/catalogue/property-shape.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { startTestSandbox } from '@meridian/sandbox/testing.ts'

// The app's own client against the sandbox upstream over real HTTP, with no mock between
// them: the two halves of the contract must agree on every call the product makes.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let client: {
	account: typeof import('#app/services/upstream/account.server.ts')
	session: typeof import('#app/services/upstream/session.server.ts')
	property: typeof import('#app/services/upstream/operations/property.server.ts')
	customer: typeof import('#app/services/upstream/operations/customer.server.ts')
	reference: typeof import('#app/services/upstream/operations/reference.server.ts')
	flags: typeof import('#app/services/upstream/feature-flags.server.ts')
	encryption: typeof import('#app/services/upstream/encryption.server.ts')
	dataLayer: typeof import('#app/services/upstream/data-layer.server.ts')
	log: typeof import('#app/services/upstream/log-service.server.ts')
	content: typeof import('#app/services/upstream/content-search.server.ts')
	search: typeof import('#app/services/upstream/operations/search.server.ts')
	errors: typeof import('#app/services/upstream/errors.server.ts')
}

beforeAll(async () => {
	sandbox = await startTestSandbox()
	// The client reads its upstream from the environment once, at first use.
	process.env.UPSTREAM_URL = sandbox.url
	process.env.LOG_LEVEL = 'silent'
	client = {
		account: await import('#app/services/upstream/account.server.ts'),
		session: await import('#app/services/upstream/session.server.ts'),
		property: await import('#app/services/upstream/operations/property.server.ts'),
		customer: await import('#app/services/upstream/operations/customer.server.ts'),
		reference: await import('#app/services/upstream/operations/reference.server.ts'),
		flags: await import('#app/services/upstream/feature-flags.server.ts'),
		encryption: await import('#app/services/upstream/encryption.server.ts'),
		dataLayer: await import('#app/services/upstream/data-layer.server.ts'),
		log: await import('#app/services/upstream/log-service.server.ts'),
		content: await import('#app/services/upstream/content-search.server.ts'),
		search: await import('#app/services/upstream/operations/search.server.ts'),
		errors: await import('#app/services/upstream/errors.server.ts'),
	}
})
afterAll(() => sandbox.close())

const guest = { locale: 'en-US' as const, requestId: 'contract-test' }
const shanghai = seedProperty('SHAMC')

async function signedInAs(email: string, rememberMe = false) {
	const { sessionToken } = await client.session.createSession({}, guest)
	const pem = await client.account.fetchEncryptionKey(guest)
	const ctx = { ...guest, sessionToken }
	const { result } = await client.account.signIn(
		{ userId: email, password: encryptLikeTheBrowser(pem, TEST_PASSWORD), rememberMe, returnUrl: '/hotels', pageModuleName: 'signIn' },
		ctx,
	)
	const { data } = await client.session.readSession(ctx)
	return { result, data, ctx: { ...ctx, accessToken: String(data.accessToken) } }
}

describe('the contract between the client and the sandbox', () => {
	it('reads the hotel header and the property bar', async () => {
		const header = await client.property.fetchHotelHeaderData('NYCMC', guest)
		expect(header?.seoNickname).toMatch(/^nycmc-/)
		expect(header?.basicInformation.brand.id).toBe('MC')
		expect(header?.reviews.numberOfReviews.count).toBeGreaterThan(4)
		expect(await client.property.fetchHotelHeaderData('NOPE1', guest)).toBeNull()
		// Asked in lower case, answered as the platform spells the hotel (seeded in Shanghai).
		const bar = await client.property.fetchPropertyBar('shamc', guest)
		expect(bar).toMatchObject({
			id: 'SHAMC',
			seoNickname: seoNicknameOf(shanghai),
			basicInformation: { name: shanghai.name, latitude: shanghai.latitude, longitude: shanghai.longitude },
			contactInformation: { address: { line1: shanghai.address.line1, city: 'Shanghai' } },
			reviews: { numberOfReviews: { count: shanghai.reviews } },
		})
	})

	it('searches hotels by destination', async () => {
		const found = await client.search.searchProperties('new york', guest)
		expect(found.map((hotel) => hotel.id)).toContain('NYCMC')
		expect(found.find((hotel) => hotel.id === 'NYCMC')).toMatchObject({
			seoNickname: 'nycmc-meridian-new-york-times-square',
			basicInformation: { brand: { id: 'MC' } },
			contactInformation: { address: { city: 'New York', country: { code: 'US' } } },
		})
		expect(await client.search.searchProperties('zzz', guest)).toEqual([])
	})

	it('signs in with an RSA-OAEP password and reads the member', async () => {
		const { result, data, ctx } = await signedInAs('gold@example.com', true)
		expect(result.isRedirect).toBe(true)
		expect(result.nextStateURI).toBe('/hotels')
		expect(data.authenticated).toBe(true)
		expect(data.rememberedUser).toBe(true)
		const member = await client.customer.fetchMemberInformation('CUST-GOLD', ctx)
		expect(member?.loyaltyInformation.tier).toBe('gold')
		const details = await client.account.fetchUserDetails(ctx)
		expect(details?.userProfileData?.consumerID).toBe('CUST-GOLD')
		const bar = await client.property.fetchPropertyBarForMember('NYCMC', 'CUST-GOLD', ctx)
		// Gold's saved hotels, as seeded and in their order, beside the hotel asked for.
		expect(bar.property).toMatchObject({ id: 'NYCMC', seoNickname: seoNicknameOf(seedProperty('NYCMC')) })
		expect(bar.customer).toMatchObject({ id: 'CUST-GOLD', revisionToken: expect.any(String), savedProperties: [{ id: 'NYCMC' }, { id: 'MILBG' }] })
	})

	it('refuses a wrong password with the sign-in server code', async () => {
		const { sessionToken } = await client.session.createSession({}, guest)
		const pem = await client.account.fetchEncryptionKey(guest)
		const attempt = client.account.signIn(
			{ userId: 'silver@example.com', password: encryptLikeTheBrowser(pem, 'Wrong#2026'), rememberMe: false, returnUrl: '/', pageModuleName: 'signIn' },
			{ ...guest, sessionToken },
		)
		await expect(attempt).rejects.toMatchObject({ name: 'LoginRefused', code: 'password.username.invalid' })
	})

	it('saves a property with the revision token, and refuses a stale one', async () => {
		const { ctx } = await signedInAs('platinum@example.com')
		const before = await client.customer.fetchSavedProperties('CUST-PLATINUM', ctx)
		expect(before?.savedProperties).toEqual([])
		const saved = await client.customer.updateSavedProperties(
			{ id: 'CUST-PLATINUM', savedProperties: [{ id: 'tyomc' }], revisionToken: before!.revisionToken },
			ctx,
		)
		expect(saved.savedProperties).toEqual([{ id: 'TYOMC' }])
		const stale = client.customer.updateSavedProperties({ id: 'CUST-PLATINUM', savedProperties: [], revisionToken: before!.revisionToken }, ctx)
		await expect(stale).rejects.toBeInstanceOf(client.errors.Conflict)
	})

	it('will not show a member to another member or a guest', async () => {
		const { ctx } = await signedInAs('member@example.com')
		await expect(client.customer.fetchSavedProperties('CUST-GOLD', ctx)).rejects.toBeInstanceOf(client.errors.Unauthorized)
		await expect(client.customer.fetchSavedProperties('CUST-GOLD', guest)).rejects.toBeInstanceOf(client.errors.Unauthorized)
	})

	it('keeps a session, expires a signed-out one, and ends it', async () => {
		const { sessionToken } = await client.session.createSession({ locale: 'es-ES' }, guest)
		const ctx = { ...guest, sessionToken }
		await client.session.updateSession({ propertyId: 'NYCMC' }, ctx)
		expect((await client.session.readSession(ctx)).data).toMatchObject({ locale: 'es-ES', propertyId: 'NYCMC' })
		await client.session.deleteSession(ctx)
		await expect(client.session.readSession(ctx)).rejects.toBeInstanceOf(client.errors.SessionExpired)
	})

	it('serves reference data, flags, encryption, the data layer, the logger and tagged content', async () => {
		const countries = await client.reference.fetchLookups('COUNTRIES', guest)
		expect(countries.map((country) => country.code)).toEqual(expect.arrayContaining(['US', 'CA', 'KP']))
		expect(typeof (await client.flags.isFeatureEnabled('logo-automation', guest))).toBe('boolean')
		expect(await client.flags.isFeatureEnabled('bau-rlm', guest)).toBe(false)

		const sealed = await client.encryption.aesEncrypt(SEED_CONFIRMATION_NUMBERS.upcoming, 'lookup', guest)
		expect(await client.encryption.aesDecrypt(sealed, 'lookup', guest)).toBe(SEED_CONFIRMATION_NUMBERS.upcoming)

		const { sessionToken } = await client.session.createSession({}, guest)
		const layer = await client.dataLayer.fetchDataLayer({ localeKey: 'en_US', siteName: 'hotels', pageURI: '/x' }, { ...guest, sessionToken })
		expect(layer.dataProperties.length).toBeGreaterThan(0)
		await client.log.sendLogMessage('UXL_ERROR|TEST|contract|detail', guest)

		const logos = await client.content.searchTaggedContent({ taxonomies: ['N', 'NYCMC'], types: ['image'] }, guest)
		expect(logos.length).toBeLessThanOrEqual(5)
	})
})
