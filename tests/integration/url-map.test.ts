import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { urlMap, type UrlMapRow } from './route-manifest.ts'

// Issue 33: app/routes.ts replaced Remix's file-name convention as the map from URL to
// module. url-map.before.json is the built map as the file names made it, taken before
// the switch: every route's id, parent, path pattern and exports. A route added, moved or
// renamed on purpose changes that file in the same commit.
const BEFORE: UrlMapRow[] = JSON.parse(readFileSync(new URL('./url-map.before.json', import.meta.url), 'utf8'))

describe('the URL map', () => {
	it('serves every path pattern it served before, from the same route ids, parents and exports', () => {
		expect(urlMap()).toEqual(BEFORE)
	})
})
