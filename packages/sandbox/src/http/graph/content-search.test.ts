import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { startTestSandbox } from '../../testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

type Items = { items: Array<{ name: string; imageUrl: string; link?: string }> }

async function search(propertyCode: string, { locale = 'en-US', query = '?limit=5&defaultLocale=true', includeLink = true } = {}) {
	const response = await fetch(`${sandbox.url}${REST_PATHS.contentTaggedSearch}${query}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ includeLink, locales: [locale], navIds: [], taxonomies: [propertyCode[0], propertyCode], types: ['image'] }),
	})
	return { status: response.status, body: (await response.json()) as Items }
}

describe('content-tagged search', () => {
	it('answers at most `limit` items of the hotel, the alternate logo among them', async () => {
		const { status, body } = await search('NYCMC')
		expect(status).toBe(200)
		expect(body.items).toHaveLength(5)
		expect(body.items.find((item) => item.name.toLowerCase().includes('logo'))).toEqual({
			name: 'Meridian New York Times Square alternate logo',
			imageUrl: '/content/dam/nycmc/tagged/logo-alternate.svg',
			link: '/content/dam/nycmc/tagged/logo-alternate.svg',
		})
		const two = await search('NYCMC', { query: '?limit=2&defaultLocale=true' })
		expect(two.body.items).toHaveLength(2)
	})

	it('leaves the link out unless asked, and answers no items for an untagged hotel', async () => {
		const { body } = await search('CHIRZ', { includeLink: false })
		expect(body.items[0]).toEqual({ name: 'The Ritz-Carlton, Chicago crest logo', imageUrl: '/content/dam/chirz/tagged/logo-crest.svg' })
		expect((await search('LASMC')).body).toEqual({ items: [] })
	})

	it('answers in the asked locale, else in en-US when defaultLocale is true', async () => {
		const spanish = await search('NYCMC', { locale: 'es_ES' })
		expect(spanish.body.items.map((item) => item.name)).toEqual(['Meridian Nueva York Times Square logo alternativo'])
		const fallback = await search('MILBG', { locale: 'es-ES' })
		expect(fallback.body.items).toHaveLength(2)
		const strict = await search('MILBG', { locale: 'es-ES', query: '?limit=5&defaultLocale=false' })
		expect(strict.body.items).toEqual([])
	})

	it('refuses a limit that is not a positive number', async () => {
		expect((await search('NYCMC', { query: '?limit=zero' })).status).toBe(400)
		expect((await search('NYCMC', { query: '?limit=0' })).status).toBe(400)
	})
})
