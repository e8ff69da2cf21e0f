import { readdirSync, readFileSync } from 'node:fs'
import type { RouteConfigEntry } from '@remix-run/route-config'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { urlMap, type UrlMapRow } from './route-manifest.ts'

// Issue 33: app/routes.ts replaced Remix's file-name convention as the map from URL to
// module. url-map.before.json is the built map as the file names made it, taken before
// the switch: every route's id, parent, path pattern and exports. When the modules moved
// into family folders, its ids were renamed by the same table as the files (and nothing
// else in it changed). A route added, moved or renamed on purpose changes that file in
// the same commit.
const BEFORE: UrlMapRow[] = JSON.parse(readFileSync(new URL('./url-map.before.json', import.meta.url), 'utf8'))

// A route's server-only helper, its test or its stylesheet sits beside it and is no route.
const NOT_A_ROUTE = /\.server\.tsx?$|\.test\.tsx?$|\.css$/

const filesOf = (entries: RouteConfigEntry[]): string[] => entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])])

describe('the URL map', () => {
	it('serves every path pattern it served before, from the same route ids, parents and exports', () => {
		expect(urlMap()).toEqual(BEFORE)
	})

	// A module added under app/routes is a route only once app/routes.ts names it: a file
	// that it forgot would answer 404 with no error anywhere.
	it('names every route module under app/routes, each once', () => {
		const named = filesOf(routes)
		const modules = readdirSync(new URL('../../app/routes', import.meta.url), { recursive: true, encoding: 'utf8' })
			.filter((name) => /\.tsx?$/.test(name) && !NOT_A_ROUTE.test(name))
			.map((name) => `routes/${name}`)
		expect(named.sort()).toEqual(modules.sort())
	})
})
