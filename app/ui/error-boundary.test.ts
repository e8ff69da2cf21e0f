import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const routesDir = fileURLToPath(new URL('../routes/', import.meta.url))
const routes = readdirSync(routesDir, { recursive: true, encoding: 'utf8' })
	.filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
	.map((name) => ({ name, source: readFileSync(`${routesDir}${name}`, 'utf8') }))
// A route with no component is a redirect or a resource: it never draws an error.
const drawn = routes.filter(({ source }) => /^export (default |\{[^}]*\bdefault\b)/m.test(source))

describe('error boundaries', () => {
	it('every route that draws a page exports one (STYLE.md)', () => {
		expect(drawn.length).toBeGreaterThan(30)
		expect(drawn.filter(({ source }) => !/^export .*\bErrorBoundary\b/m.test(source)).map(({ name }) => name)).toEqual([])
	})

	it('routes share them rather than write their own', () => {
		expect(routes.filter(({ source }) => /export function ErrorBoundary/.test(source)).map(({ name }) => name)).toEqual([])
	})
})
