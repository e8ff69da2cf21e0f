import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../../../testing.ts'
import { FEATURE_FLAG_PATH } from '../../scenarios/index.ts'
import { graph } from '../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const LOOKUPS = /* GraphQL */ `
	query PhoenixBookLookupsByType($type: LookupType!, $countryCode: String) {
		lookupsByType(type: $type, countryCode: $countryCode) {
			code
			description
		}
	}
`
const FLAGS = /* GraphQL */ `
	query PhoenixBookFeatureFlags($names: [String!]!) {
		featureFlags(names: $names) {
			name
			enabled
		}
	}
`
const codes = (lookups: Array<{ code: string }>) => lookups.map((lookup) => lookup.code)

describe('lookupsByType', () => {
	it('lists countries, the join-prohibited ones included', async () => {
		const answer = await graph(sandbox.url, LOOKUPS, { type: 'COUNTRIES' })
		const countries = answer.body.data?.lookupsByType
		expect(codes(countries)).toEqual(expect.arrayContaining(['US', 'CA', 'GB', 'ES', 'IT', 'CN', 'JP', 'KR', 'FR', 'DE', 'MX', 'AU', 'CU', 'KP', 'SY', 'IR']))
		expect(countries).toContainEqual({ code: 'ES', description: 'Spain' })
	})

	it('speaks the language of accept-language where it can', async () => {
		const answer = await graph(sandbox.url, LOOKUPS, { type: 'COUNTRIES' }, { 'accept-language': 'es-ES' })
		expect(answer.body.data?.lookupsByType).toContainEqual({ code: 'ES', description: 'España' })
	})

	it('lists the states of a country, and none of one without', async () => {
		const us = await graph(sandbox.url, LOOKUPS, { type: 'STATES', countryCode: 'US' })
		expect(us.body.data?.lookupsByType).toHaveLength(51)
		expect(us.body.data?.lookupsByType).toContainEqual({ code: 'NY', description: 'New York' })
		const canada = await graph(sandbox.url, LOOKUPS, { type: 'STATES', countryCode: 'ca' })
		expect(codes(canada.body.data?.lookupsByType)).toContain('ON')
		const spain = await graph(sandbox.url, LOOKUPS, { type: 'STATES', countryCode: 'ES' })
		expect(spain.body.data?.lookupsByType).toEqual([])
		const noCountry = await graph(sandbox.url, LOOKUPS, { type: 'STATES' })
		expect(noCountry.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
	})
})

describe('featureFlags', () => {
	it('answers every name asked, unknown ones off', async () => {
		const answer = await graph(sandbox.url, FLAGS, { names: ['logo-automation', 'bau-rlm', 'no-such-flag'] })
		expect(answer.body).toEqual({
			data: {
				featureFlags: [
					{ name: 'logo-automation', enabled: true },
					{ name: 'bau-rlm', enabled: false },
					{ name: 'no-such-flag', enabled: false },
				],
			},
		})
	})

	it('answers the switch a test makes at /sandbox/feature-flag; refuses a bad one and keeps the flag', async () => {
		const flip = (body: unknown) =>
			fetch(`${sandbox.url}${FEATURE_FLAG_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
		const read = async (names: string[]) => (await graph(sandbox.url, FLAGS, { names })).body.data?.featureFlags
		const off = await flip({ name: 'brand-css', enabled: false })
		expect(off.status).toBe(200)
		expect(await off.json()).toEqual({ name: 'brand-css', enabled: false })
		expect(await read(['brand-css'])).toEqual([{ name: 'brand-css', enabled: false }])
		expect((await flip({ name: 'new-thing', enabled: true })).status).toBe(200)
		expect(await read(['new-thing'])).toEqual([{ name: 'new-thing', enabled: true }])

		for (const bad of [{ name: 'brand-css', enabled: 'true' }, { name: 'Brand CSS', enabled: true }, { enabled: true }, 'brand-css']) {
			expect((await flip(bad)).status, JSON.stringify(bad)).toBe(400)
		}
		expect(await read(['brand-css'])).toEqual([{ name: 'brand-css', enabled: false }])
		expect((await flip({ name: 'brand-css', enabled: true })).status).toBe(200)
		expect(await read(['brand-css'])).toEqual([{ name: 'brand-css', enabled: true }])
	})
})
