import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

let clock = new Date('2026-03-02T09:00:00Z')
const minutesLater = (minutes: number) => {
	clock = new Date(clock.getTime() + minutes * 60 * 1000)
}

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox({}, () => clock)
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const expired = { code: 'SESSION_VALIDATION_FAILED_OR_EXPIRED' }

describe('the session service', () => {
	it('creates a session and reads it back by the sessionID cookie', async () => {
		const created = await api.call('POST', REST_PATHS.session, { body: { data: { locale: 'es-ES', propertyId: 'NYCMQ' } } })
		expect(created.status).toBe(201)
		expect(Object.keys(created.body).sort()).toEqual(['data', 'expiresAt', 'sessionToken'])
		expect(created.body.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
		expect(created.body.data).toEqual({ locale: 'es-ES', propertyId: 'NYCMQ' })
		expect(created.body.expiresAt).toBe(new Date(clock.getTime() + 30 * 60 * 1000).toISOString())
		expect(created.headers.get('cache-control')).toBe('no-store')

		const read = await api.call('GET', REST_PATHS.session, { session: created.body.sessionToken })
		expect(read.status).toBe(200)
		expect(read.body).toEqual(created.body)
	})

	it('starts empty when no data is given', async () => {
		const created = await api.call('POST', REST_PATHS.session, { body: {} })
		expect(created.status).toBe(201)
		expect(created.body.data).toEqual({})
	})

	it('merges a patch shallowly, and a key set to null is removed', async () => {
		const session = await api.newSession({ locale: 'en-US', apiErrors: ['x'], propertyId: 'NYCMQ' })
		const patched = await api.call('PATCH', REST_PATHS.session, {
			session,
			body: { data: { locale: 'de-DE', apiErrors: null, propertyId: { nested: true } } },
		})
		expect(patched.status).toBe(200)
		expect(patched.body.data).toEqual({ locale: 'de-DE', propertyId: { nested: true } })
		const again = await api.call('PATCH', REST_PATHS.session, { session, body: { data: { propertyId: { other: 1 } } } })
		expect(again.body.data).toEqual({ locale: 'de-DE', propertyId: { other: 1 } })
	})

	it('lets concurrent patches of different keys all land', async () => {
		const session = await api.newSession()
		const keys = ['a', 'b', 'c', 'd', 'e', 'f']
		await Promise.all(keys.map((key) => api.call('PATCH', REST_PATHS.session, { session, body: { data: { [key]: key } } })))
		const read = await api.call('GET', REST_PATHS.session, { session })
		expect(read.body.data).toEqual(Object.fromEntries(keys.map((key) => [key, key])))
	})

	it('accepts the token in the x-session-token header too', async () => {
		const session = await api.newSession({ locale: 'fr-FR' })
		const read = await api.call('GET', REST_PATHS.session, { headers: { 'x-session-token': session } })
		expect(read.status).toBe(200)
		expect(read.body.data).toEqual({ locale: 'fr-FR' })
	})

	it('expires after 30 idle minutes; every read or write counts as activity', async () => {
		const session = await api.newSession({ locale: 'en-US' })
		minutesLater(29)
		expect((await api.call('GET', REST_PATHS.session, { session })).status).toBe(200)
		minutesLater(29)
		const patched = await api.call('PATCH', REST_PATHS.session, { session, body: { data: { propertyId: 'PARLS' } } })
		expect(patched.status).toBe(200)
		expect(patched.body.expiresAt).toBe(new Date(clock.getTime() + 30 * 60 * 1000).toISOString())
		minutesLater(30)
		expect((await api.call('GET', REST_PATHS.session, { session })).status).toBe(200)
		minutesLater(31)
		const late = await api.call('GET', REST_PATHS.session, { session })
		expect(late.status).toBe(401)
		expect(late.body).toEqual(expired)
		// An expired session is gone for good, even with the clock wound back.
		minutesLater(-5)
		expect((await api.call('PATCH', REST_PATHS.session, { session, body: { data: {} } })).status).toBe(401)
		minutesLater(5)
	})

	it('answers 401 for an unknown or missing session', async () => {
		expect(await api.call('GET', REST_PATHS.session)).toMatchObject({ status: 401, body: expired })
		expect(await api.call('GET', REST_PATHS.session, { session: 'made-up' })).toMatchObject({ status: 401, body: expired })
		expect(await api.call('PATCH', REST_PATHS.session, { session: 'made-up', body: { data: {} } })).toMatchObject({ status: 401, body: expired })
	})

	it('deletes a session', async () => {
		const session = await api.newSession()
		const deleted = await api.call('DELETE', REST_PATHS.session, { session })
		expect(deleted.status).toBe(204)
		expect((await api.call('GET', REST_PATHS.session, { session })).status).toBe(401)
	})

	it('answers 400 for a malformed body, never 500', async () => {
		const session = await api.newSession()
		for (const body of [{ data: 'text' }, { data: [1, 2] }, { data: null }, {}]) {
			const answer = await api.call('PATCH', REST_PATHS.session, { session, body })
			expect(answer.status).toBe(400)
			expect(answer.body).toMatchObject({ code: 'BAD_REQUEST', message: expect.any(String) })
		}
		expect((await api.call('POST', REST_PATHS.session, { body: { data: 42 } })).status).toBe(400)
		expect((await api.call('POST', REST_PATHS.session, { rawBody: '{"data":' })).status).toBe(400)
		expect((await api.call('POST', REST_PATHS.session, { rawBody: '[]' })).status).toBe(400)
	})
})
