import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

// The server loads the router's CommonJS build, the one patches/@remix-run+router*.patch
// changes (it keeps each path's matches per route tree); an ESM import would get the other.
const { matchRoutes } = createRequire(import.meta.url)('@remix-run/router') as typeof import('@remix-run/router')

const routes = [
	{
		id: 'root',
		path: '',
		children: [
			{ id: 'error', path: ':lang?/error' },
			{ id: 'overview', path: ':lang?/hotels/:seoNickname/overview' },
		],
	},
]

const idsOf = (path: string) => matchRoutes(routes, path)?.map((match) => match.route.id)

describe('route matching on the server', () => {
	it('answers a path as often as it is asked, with or without its language', () => {
		expect(idsOf('/error')).toEqual(['root', 'error'])
		expect(idsOf('/es/error')).toEqual(['root', 'error'])
		expect(idsOf('/error')).toEqual(['root', 'error'])
		expect(matchRoutes(routes, '/es/hotels/nycmc/overview')?.at(-1)?.params).toEqual({ lang: 'es', seoNickname: 'nycmc' })
		expect(idsOf('/nowhere/at/all')).toBeUndefined()
	})

	it('gives each caller its own matches: what one changes, the next does not see', () => {
		const first = matchRoutes(routes, '/hotels/nycmc/overview')
		Object.assign(first!.at(-1)!.params, { seoNickname: 'changed' })
		first!.pop()
		expect(matchRoutes(routes, '/hotels/nycmc/overview')?.map((match) => [match.route.id, match.params.seoNickname])).toEqual([
			['root', 'nycmc'],
			['overview', 'nycmc'],
		])
	})

	it('keeps matching right past the number of paths it keeps', () => {
		for (let index = 0; index < 600; index++) expect(matchRoutes(routes, `/hotels/h${index}/overview`)?.at(-1)?.params.seoNickname).toBe(`h${index}`)
		expect(matchRoutes(routes, '/hotels/h0/overview')?.at(-1)?.params.seoNickname).toBe('h0')
	})

	it('matches a tree of its own by its own routes', () => {
		const other = [{ id: 'other', path: ':lang?/error' }]
		expect(matchRoutes(other, '/error')?.map((match) => match.route.id)).toEqual(['other'])
		expect(idsOf('/error')).toEqual(['root', 'error'])
	})
})
