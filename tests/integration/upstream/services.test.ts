import { constants, publicEncrypt } from 'node:crypto'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { upstreamJournal, upstreamServer } from '#mocks/upstream/server.ts'
import { dataLayerEvents, logMessages } from '@meridian/sandbox/db/schema/index.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import {
	clearRememberedUser,
	fetchEncryptionKey,
	fetchRandomData,
	fetchUserDetails,
	signIn,
	sendPasswordResetCode,
	signOut,
	submitNewPassword,
} from '#app/services/upstream/account.server.ts'
import { searchTaggedContent } from '#app/services/upstream/content-search.server.ts'
import { fetchDataLayer, trackEvent } from '#app/services/upstream/data-layer.server.ts'
import { aesDecrypt, aesEncrypt } from '#app/services/upstream/encryption.server.ts'
import { LoginRefused, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { sendLogMessage } from '#app/services/upstream/log-service.server.ts'
import { createSession, deleteSession, readSession, updateSession } from '#app/services/upstream/session.server.ts'
import { goldMember, guest, rememberedMember, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

useSandboxUpstream()

const sessionData = async (ctx: typeof guest) => (await readSession(ctx)).data
const sandboxDb = () => upstreamSandbox().database.db

const lastRequestTo = (path: string) => {
	const request = upstreamJournal.to(path).at(-1)
	if (!request) throw new Error(`no request to ${path}`)
	return request
}

function encryptFor(publicKeyPem: string, password: string) {
	const options = { key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }
	return publicEncrypt(options, Buffer.from(password)).toString('base64')
}

const loginPayload = (password: string) => ({
	userId: goldMember.email,
	password,
	rememberMe: false,
	returnUrl: '/account/overview.mi',
	pageModuleName: 'signInPage',
})

describe('the session service', () => {
	it('creates, reads, updates and deletes a session by its sessionID cookie', async () => {
		const created = await createSession({ locale: 'es-ES' }, guest)
		expect(created.data).toEqual({ locale: 'es-ES' })
		const ctx = { ...guest, sessionToken: created.sessionToken }

		expect((await readSession(ctx)).data.locale).toBe('es-ES')
		expect(lastRequestTo(REST_PATHS.session).headers.get('cookie')).toBe(`sessionID=${created.sessionToken}`)

		const updated = await updateSession({ propertyId: 'NYCMC', locale: null }, ctx)
		expect(updated.data).toEqual({ propertyId: 'NYCMC' })

		await deleteSession(ctx)
		await expect(readSession(ctx)).rejects.toBeInstanceOf(SessionExpired)
	})

	it('sends the UserIdToken cookie beside sessionID on the session-data call only (spec 000 §7)', async () => {
		await readSession({ ...guest, userIdToken: 'uid-1' })
		expect(lastRequestTo(REST_PATHS.session).headers.get('cookie')).toBe(`sessionID=${guest.sessionToken}; UserIdToken=uid-1`)
		await fetchUserDetails({ ...guest, userIdToken: 'uid-1' })
		expect(lastRequestTo(REST_PATHS.userDetails).headers.get('cookie')).toBe(`sessionID=${guest.sessionToken}`)
	})

	it('answers SessionExpired for an unknown session', async () => {
		await expect(readSession({ ...guest, sessionToken: 'gone' })).rejects.toBeInstanceOf(SessionExpired)
	})
})

describe('the account services', () => {
	it('reads the sign-in key', async () => {
		expect(await fetchEncryptionKey(guest)).toContain('BEGIN PUBLIC KEY')
	})

	it('signs in with an encrypted password, with the session token and enterprise flag headers', async () => {
		const key = await fetchEncryptionKey(guest)
		const { result, loginEventDetails } = await signIn(loginPayload(encryptFor(key, TEST_PASSWORD)), guest)
		expect(result).toMatchObject({ isRedirect: true, nextStateURI: '/account/overview.mi', customerDetails: { consumerID: goldMember.id } })
		expect(loginEventDetails).toBe(JSON.stringify({ event: 'login-success', customerId: goldMember.id }))
		const request = lastRequestTo(REST_PATHS.loginWithCredentials)
		expect(request.headers.get('x-session-token')).toBe(guest.sessionToken)
		expect(request.headers.get('iseaa')).toBe('false')
		expect(request.headers.get('accept-language')).toBe('en-US')
		expect(await sessionData(guest)).toMatchObject({ authenticated: true, consumerID: goldMember.id })
	})

	it('answers LoginRefused with the sign-in server’s code for a wrong password', async () => {
		const error = await signIn(loginPayload('wrong'), guest, {
			enterprise: true,
			passwordEncrypted: false,
		}).catch((caught: unknown) => caught)
		expect(error).toBeInstanceOf(LoginRefused)
		expect(error).toMatchObject({ code: 'password.username.invalid', status: 401 })
		expect(lastRequestTo(REST_PATHS.loginWithCredentials).headers.get('iseaa')).toBe('true')
	})

	it('sends the sign-in’s extra headers, and links a trip through loginWithCredentialsAndLink (spec 000 §7)', async () => {
		const key = await fetchEncryptionKey(guest)
		const randomData = await fetchRandomData(guest, { dtt: true })
		const payload = { ...loginPayload(encryptFor(key, TEST_PASSWORD)), tripDetails: { tripId: 'TRIP-9' } }
		const { result } = await signIn(payload, guest, { overlay: true, randomData, dtt: true })
		expect(result.encodePayload).toEqual(expect.any(String))
		expect(upstreamJournal.to(REST_PATHS.loginWithCredentials)).toHaveLength(0)
		const request = lastRequestTo(REST_PATHS.loginWithCredentialsAndLink)
		expect(
			Object.fromEntries(
				['iseaa', 'isenterprise', 'isoverlay', 'skipdecode', 'isdtt', 'x-random-data', 'x-session-token'].map((name) => [name, request.headers.get(name)]),
			),
		).toEqual({
			iseaa: 'false',
			isenterprise: 'false',
			isoverlay: 'true',
			skipdecode: 'false',
			isdtt: 'true',
			'x-random-data': randomData,
			'x-session-token': guest.sessionToken,
		})
		expect(request.body).toMatchObject({ tripDetails: { tripId: 'TRIP-9' } })
	})

	it('reads random data from one of two URLs by the flag, with rand and the session cookie', async () => {
		await fetchRandomData(guest)
		const classic = lastRequestTo(REST_PATHS.randomData)
		expect(classic.method).toBe('GET')
		expect(classic.search.get('rand')).toMatch(/^0\.\d+|^0$/)
		expect(classic.headers.get('content-type')).toBe('application/json')
		expect(classic.headers.get('cookie')).toBe(`sessionID=${guest.sessionToken}`)
		await fetchRandomData(guest, { dtt: true })
		expect(upstreamJournal.to(REST_PATHS.randomDataDtt)).toHaveLength(1)
	})

	it('sends a typed password with skipdecode: true, and the enterprise flags together', async () => {
		await signIn({ ...loginPayload(TEST_PASSWORD), rememberMe: true }, guest, { passwordEncrypted: false, enterprise: true })
		const request = lastRequestTo(REST_PATHS.loginWithCredentials)
		expect(request.headers.get('skipdecode')).toBe('true')
		expect(request.headers.get('isenterprise')).toBe('true')
		expect(request.headers.get('iseaa')).toBe('true')
		expect(request.headers.get('x-random-data')).toBeNull()
	})

	it('reads who the session belongs to', async () => {
		expect(await fetchUserDetails(signedInMember)).toMatchObject({
			rememberedUser: false,
			userProfileData: { consumerID: goldMember.id, tier: goldMember.tier },
			headerSubtext: { consumerName: goldMember.givenName },
		})
		expect(await fetchUserDetails(guest)).toMatchObject({ userProfileData: null })
	})

	it('reads userDetails’ status case-insensitively; a status that is not OK is logged only (spec 000 §7, §8)', async () => {
		const answerWith = (status: string) =>
			upstreamServer.use(
				http.get(`${upstreamSandbox().url}${REST_PATHS.userDetails}`, () =>
					HttpResponse.json({ status, rememberedUser: true, userProfileData: null, headerSubtext: { consumerName: 'Grace' } }),
				),
			)
		answerWith('SUCCESS')
		expect(await fetchUserDetails(rememberedMember)).toEqual({
			status: 'SUCCESS',
			rememberedUser: true,
			userProfileData: null,
			headerSubtext: { consumerName: 'Grace' },
		})
		await sandboxDb().delete(logMessages)
		answerWith('FAILURE')
		await expect(fetchUserDetails(rememberedMember)).resolves.toBeNull()
		await vi.waitFor(async () => {
			const lines = (await sandboxDb().select().from(logMessages)).map((line) => line.message)
			expect(lines).toEqual(['API_ERROR|USER_DETAILS_NOT_OK|userDetails|status FAILURE'])
		})
	})

	it('forgets a remembered member and answers where to go back to', async () => {
		const answer = await clearRememberedUser('/sign-in.mi', rememberedMember)
		expect(answer).toEqual({ returnTo: '/sign-in.mi' })
		const request = lastRequestTo(REST_PATHS.clearRememberedUser)
		expect(request.search.get('returnTo')).toBe('/sign-in.mi')
		expect(request.headers.get('iseaa')).toBe('false')
		expect(await sessionData(rememberedMember)).not.toHaveProperty('rememberedUser')
	})

	it('asks for a password reset and a new code, and reads a refused code', async () => {
		expect(await sendPasswordResetCode({ email: 'ana.garcia@example.com', channel: 'sms', first: true }, guest)).toEqual({ resendAfterSeconds: 60 })
		expect(lastRequestTo(REST_PATHS.forgotPassword).body).toEqual({ email: 'ana.garcia@example.com', channel: 'sms' })
		await expect(sendPasswordResetCode({ email: 'ana.garcia@example.com', channel: 'email', first: false }, guest)).rejects.toMatchObject({
			name: 'OneTimeCodeRefused',
			code: 'OTP_TOO_SOON',
			retryAfterSeconds: 60,
		})
		expect(lastRequestTo(REST_PATHS.generateOtp).body).toEqual({ email: 'ana.garcia@example.com', channel: 'email' })
		await expect(submitNewPassword({ email: 'ana.garcia@example.com', code: '123456', password: 'x', passwordEncrypted: true }, guest)).rejects.toMatchObject({
			name: 'UpstreamError',
		})
	})

	it('signs out: the sign-in keys go, a remembered member stays remembered', async () => {
		await signOut(signedInMember)
		expect(lastRequestTo(REST_PATHS.logout).headers.get('cookie')).toBe(`sessionID=${signedInMember.sessionToken}`)
		const signedOut = await sessionData(signedInMember)
		expect(signedOut).not.toHaveProperty('authenticated')
		expect(signedOut).not.toHaveProperty('accessToken')
		expect(signedOut).not.toHaveProperty('consumerID')

		await signIn({ ...loginPayload(TEST_PASSWORD), rememberMe: true }, guest, { passwordEncrypted: false })
		await signOut(guest)
		const remembered = await sessionData(guest)
		expect(remembered).toMatchObject({ rememberedUser: true, consumerID: goldMember.id, memberName: goldMember.fullName })
		expect(remembered).not.toHaveProperty('accessToken')
	})

	it('answers SessionExpired when signing out of a session that is gone', async () => {
		await expect(signOut({ ...signedInMember, sessionToken: 'gone' })).rejects.toBeInstanceOf(SessionExpired)
	})
})

describe('the encryption service', () => {
	it('encrypts and decrypts with the client id’s key; a tampered value is BAD_REQUEST', async () => {
		const encrypted = await aesEncrypt('enrollment-data', 'phoenix', guest)
		expect(await aesDecrypt(encrypted, 'phoenix', guest)).toBe('enrollment-data')
		const error = await aesDecrypt(encrypted, 'another-client', guest).catch((caught: unknown) => caught)
		expect(error).toBeInstanceOf(UpstreamError)
		expect(error).toMatchObject({ code: 'BAD_REQUEST', status: 400 })
	})
})

describe('the data layer', () => {
	const page = { localeKey: 'en_US', siteName: 'book', pageURI: '/sign-in.mi', marshaCode: 'NYCMC' }

	it('reads the page’s analytics properties with the session token', async () => {
		const data = await fetchDataLayer(page, signedInMember)
		expect(data.dataProperties).toContainEqual({ key: 'site_name', value: 'book' })
		expect(lastRequestTo(REST_PATHS.dataLayer).body).toEqual({ sessionToken: signedInMember.sessionToken, context: page })
	})

	it('tracks an event', async () => {
		await trackEvent('login-success', page, signedInMember)
		const events = await sandboxDb().select().from(dataLayerEvents)
		// The page read of the test before records a context without an event.
		expect(events.map((event) => event.event).filter(Boolean)).toEqual(['login-success'])
	})
})

describe('the logger and the content-tagged search', () => {
	it('posts a log line', async () => {
		// Earlier failures of this file have sent their own lines.
		await sandboxDb().delete(logMessages)
		await sendLogMessage('UXL_ERROR|NOT_FOUND|PropertyBarQuery|property', guest)
		const lines = await sandboxDb().select().from(logMessages)
		expect(lines.map((line) => line.message)).toEqual(['UXL_ERROR|NOT_FOUND|PropertyBarQuery|property'])
	})

	it('searches tagged content in the visitor’s locale, at most five items', async () => {
		const query = { taxonomies: ['C', 'NYCMC'], types: ['image'] }
		const items = await searchTaggedContent(query, signedInMember)
		expect(items.map((item) => item.name)).toEqual(['Meridian Nueva York Times Square logo alternativo'])
		const request = lastRequestTo(REST_PATHS.contentTaggedSearch)
		expect(Object.fromEntries(request.search)).toEqual({ limit: '5', defaultLocale: 'true' })
		expect(request.body).toEqual({ includeLink: true, locales: ['es-ES'], navIds: [], taxonomies: ['C', 'NYCMC'], types: ['image'] })
		// New York has seven English images.
		expect(await searchTaggedContent(query, guest)).toHaveLength(5)
	})
})

describe('common headers on REST calls', () => {
	it('sends the request id, locale, dtt and no-cache; credentials only when present', async () => {
		await fetchUserDetails({ ...rememberedMember, migrationStatus: 'MIGRATED', dtt: true })
		const headers = lastRequestTo(REST_PATHS.userDetails).headers
		expect(Object.fromEntries(headers)).toMatchObject({
			'accept-language': 'en-US',
			'x-request-id': 'req-remembered-1',
			'x-requested-by': 'phoenix_book',
			dtt: 'true',
			'cache-control': 'no-cache',
			'content-type': 'application/json',
			authorization: `Bearer ${rememberedMember.accessToken}`,
			'access-type': 'remember-me',
			'uxl-migration-status': 'MIGRATED',
			cookie: `sessionID=${rememberedMember.sessionToken}`,
		})
		await fetchEncryptionKey(guest)
		const plain = lastRequestTo(REST_PATHS.encryptionKey).headers
		for (const name of ['authorization', 'access-type', 'uxl-migration-status', 'cookie']) expect(plain.has(name)).toBe(false)
	})
})
