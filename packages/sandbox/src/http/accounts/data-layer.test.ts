import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { dataLayerEvents } from '../../db/schema/index.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const dataLayer = (body: unknown) => api.call('POST', REST_PATHS.dataLayer, { body })
const page = { localeKey: 'en-US', siteName: 'hotel-web', pageURI: '/sign-in.mi' }

describe('the data layer', () => {
	it('answers page properties and no offers for a guest', async () => {
		const answer = await dataLayer({ sessionToken: await api.newSession(), context: { ...page, marshaCode: 'NYCMQ', pageType: 'signIn' } })
		expect(answer.status).toBe(200)
		expect(answer.body).toEqual({
			component: {
				data: {
					dataProperties: [
						{ key: 'page_uri', value: '/sign-in.mi' },
						{ key: 'locale', value: 'en-US' },
						{ key: 'site_name', value: 'hotel-web' },
						{ key: 'property_code', value: 'NYCMQ' },
						{ key: 'page_type', value: 'signIn' },
						{ key: 'member_state', value: 'unauthenticated' },
					],
					mvpOfferList: [],
				},
			},
		})
	})

	it('gives a signed-in member their tier, never their name or e-mail', async () => {
		const session = await api.newSession()
		await api.signIn(session, 'gold@example.com')
		const answer = await dataLayer({ sessionToken: session, context: { ...page, event: 'login-success' } })
		const properties = answer.body.component.data.dataProperties
		expect(properties).toContainEqual({ key: 'member_state', value: 'authenticated' })
		expect(properties).toContainEqual({ key: 'member_tier', value: 'gold' })
		expect(properties).toContainEqual({ key: 'event', value: 'login-success' })
		expect(JSON.stringify(answer.body)).not.toMatch(/Grace|Lindqvist|gold@example|CUST-GOLD/)
	})

	it('stores the event without personal data', async () => {
		const answer = await dataLayer({
			sessionToken: 'unknown-session',
			context: {
				...page,
				pageURI: '/sign-in.mi?email=grace%40example.com#top',
				event: 'login-failure',
				errorCode: 'password.username.invalid',
				email: 'grace@example.com',
				memberName: 'Grace Lindqvist',
				memberNumber: '100002223',
				profile: { surname: 'Lindqvist' },
			},
		})
		expect(answer.status).toBe(200)
		expect(answer.body.component.data.dataProperties).toContainEqual({ key: 'page_uri', value: '/sign-in.mi' })
		const stored = await sandbox.database.db.select().from(dataLayerEvents)
		const failure = stored.find((row) => row.event === 'login-failure')
		expect(failure?.context).toEqual({
			localeKey: 'en-US',
			siteName: 'hotel-web',
			pageURI: '/sign-in.mi',
			event: 'login-failure',
			errorCode: 'password.username.invalid',
		})
		expect(JSON.stringify(stored)).not.toMatch(/Grace|Lindqvist|grace@example|100002223/)
	})

	it('answers 400 for a malformed body', async () => {
		for (const body of [{}, { context: 'x' }, { context: { pageURI: '/' } }, { context: { ...page, localeKey: 5 } }, { sessionToken: 1, context: page }]) {
			expect(await dataLayer(body)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
		}
	})
})
