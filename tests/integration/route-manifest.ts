import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * `loaders`: the route's own loader functions, each as a number that two routes share
 * when one module re-exports the other's loader (a layout and its index both run, so a
 * path can have two); empty when only its parents load. `action`: likewise, or null.
 */
export type BuiltRoute = { id: string; path: string; hasAction: boolean; loaders: number[]; action: number | null }

type ManifestRow = { id: string; path?: string; parentId?: string; index?: boolean; loader: number | null; action: number | null; hasPage: boolean }

// Read in a child process: importing the server build here would run the app's
// module-level set-up (environment, session secret) inside the test runner. A function
// is numbered by identity: a route module that re-exports another's loader or action
// holds that very function in the build.
const PRINT_ROUTES = `
const build = await import(process.argv[1])
const numbers = new Map()
const numberOf = (fn) => typeof fn !== 'function' ? null : numbers.get(fn) ?? (numbers.set(fn, numbers.size), numbers.size - 1)
console.log(JSON.stringify(Object.entries(build.routes).map(([id, r]) => ({
	id, path: r.path, parentId: r.parentId, index: r.index, loader: numberOf(r.module.loader), action: numberOf(r.module.action),
	hasPage: typeof r.module.default === 'function',
}))))`

/** Joins a route's path with its parents' into the URL path it serves (`:lang?` left out). */
function fullPath(row: ManifestRow, rows: Map<string, ManifestRow>): string {
	const segments: string[] = []
	for (let at: ManifestRow | undefined = row; at; at = at.parentId ? rows.get(at.parentId) : undefined) {
		if (at.path && at.path !== ':lang?') segments.unshift(at.path)
	}
	return `/${segments.join('/')}`
}

/** Runs a script on the server build (its path is argv[1]) and reads back what it prints as JSON. */
function readBuild(script: string): unknown {
	const entry = resolve(process.env.BUILD_ROOT ?? '.', 'build/server/index.js')
	if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`)
	const output = execFileSync(process.execPath, ['--input-type=module', '-e', script, pathToFileURL(entry).href], {
		encoding: 'utf8',
		env: { ...process.env, LOG_LEVEL: 'silent' },
	})
	return JSON.parse(output)
}

function manifestRows(): Map<string, ManifestRow> {
	return new Map((readBuild(PRINT_ROUTES) as ManifestRow[]).map((row) => [row.id, row]))
}

// What a route's meta function says before its loader has answered (no data, no matches):
// the tags that do not depend on the page's data, such as a private page's robots rule.
const PRINT_META = `
const build = await import(process.argv[1])
const location = { pathname: '/', search: '', hash: '', state: null, key: 'default' }
console.log(JSON.stringify(Object.fromEntries(Object.entries(build.routes)
	.filter(([, r]) => typeof r.module.meta === 'function')
	.map(([id, r]) => [id, r.module.meta({ data: undefined, matches: [], params: {}, location, error: undefined })]))))`

/** Each route's meta tags without loader data, by route id; a route with no meta function is missing. */
export function metaWithoutData(): Record<string, Array<Record<string, unknown>>> {
	return readBuild(PRINT_META) as Record<string, Array<Record<string, unknown>>>
}

/** One route of the URL map: where it sits, the path pattern it answers (its parents' joined), and what it exports. */
export type UrlMapRow = { id: string; parentId: string | null; index: boolean; pattern: string; loader: boolean; action: boolean; page: boolean }

/** Every route of the build as a row of the URL map, by id: what a change of routing convention must leave alone. */
export function urlMap(): UrlMapRow[] {
	const rows = manifestRows()
	const patternOf = (row: ManifestRow): string => {
		const parent = row.parentId ? rows.get(row.parentId) : undefined
		const base = parent ? patternOf(parent) : ''
		return row.path ? `${base.replace(/\/$/, '')}/${row.path}` : base || '/'
	}
	return [...rows.values()]
		.map((row) => ({
			id: row.id,
			parentId: row.parentId ?? null,
			index: row.index === true,
			pattern: patternOf(row),
			loader: row.loader !== null,
			action: row.action !== null,
			page: row.hasPage,
		}))
		.sort((a, b) => a.id.localeCompare(b.id))
}

/** The routes that render a page of their own: a component and no child routes (layouts render through a child). */
export function pageRouteIds(): string[] {
	const rows = manifestRows()
	const parents = new Set([...rows.values()].map((row) => row.parentId))
	return [...rows.values()].filter((row) => row.hasPage && !parents.has(row.id)).map((row) => row.id)
}

/**
 * Every route of the built app, as the URL path a visitor would ask for: `:param`
 * filled by `fill`, a splat by `no-such-page`. A new route file is here without anyone
 * listing it.
 */
export function builtRoutes(fill: (param: string) => string): BuiltRoute[] {
	const rows = manifestRows()
	const byPath = new Map<string, BuiltRoute>()
	for (const row of rows.values()) {
		if (row.id === 'root') continue
		const path = fullPath(row, rows)
			.replace(/:(\w+)/g, (_, name: string) => fill(name))
			.replace(/\/\*$/, '/no-such-page')
		// A layout and its index child serve one path; either may hold the action.
		const seen = byPath.get(path)
		const action = seen?.action ?? row.action
		const loaders = [...(seen?.loaders ?? []), ...(row.loader === null ? [] : [row.loader])]
		byPath.set(path, { id: seen?.id ?? row.id, path, hasAction: action !== null, loaders, action })
	}
	return [...byPath.values()]
}
