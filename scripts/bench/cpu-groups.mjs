// Where a V8 CPU profile (node --cpu-prof) spent its time, by self time, in the groups the
// bench's note speaks of. A function belongs to the first group whose test it passes;
// idle time is left out of the shares (a loaded worker still waits on its sockets).
//
//   node scripts/bench/cpu-groups.mjs some.cpuprofile [more.cpuprofile…]
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'

const ROUTE_MATCHING = new Set([
	'matchRoutes',
	'matchRoutesImpl',
	'matchRouteBranch',
	'matchPath',
	'compilePath',
	'compilePathUncached',
	'joinPaths',
	'flattenRoutes',
	'flattenRoute',
	'rankRouteBranches',
	'rankedBranchesOf',
	'computeScore',
	'explodeOptionalSegments',
	'decodePath',
	'stripBasename',
	'matchServerRoutes',
	'createRoutes',
	'groupRoutesByParentId',
	'createStaticHandlerDataRoutes',
	'convertRoutesToDataRoutes',
])

const inPackage = (name) => (url) => url.includes(`/node_modules/${name}/`)

// [group, test(functionName, url)] in order: the first that passes names the group.
const GROUPS = [
	['garbage collector', (fn) => fn === '(garbage collector)'],
	['program (V8, native)', (fn) => fn === '(program)'],
	['route matching', (fn, url) => ROUTE_MATCHING.has(fn) && (url.includes('@remix-run/') || url.includes('/build/server/'))],
	['react-dom', (_fn, url) => inPackage('react-dom')(url) || inPackage('react')(url)],
	['upstream client', (_fn, url) => ['graphql-request', 'graphql', 'undici'].some((name) => inPackage(name)(url)) || url.includes('internal/deps/undici')],
	[
		'web streams, transferables',
		(_fn, url) => url.includes('internal/webstreams') || url.includes('internal/worker/js_transferable') || url.includes('internal/abort_controller'),
	],
	['i18next', (_fn, url) => ['i18next', 'react-i18next', 'remix-i18next'].some((name) => inPackage(name)(url))],
	['turbo-stream', (_fn, url) => inPackage('turbo-stream')(url)],
	['zod', (_fn, url) => inPackage('zod')(url)],
	['conform', (_fn, url) => url.includes('/node_modules/@conform-to/')],
	['remix (server runtime, router)', (_fn, url) => url.includes('/node_modules/@remix-run/')],
	[
		'express, compression, helmet',
		(_fn, url) =>
			[
				'express',
				'compression',
				'helmet',
				'router',
				'send',
				'on-headers',
				'body-parser',
				'serve-static',
				'express-static-gzip',
				'accepts',
				'negotiator',
				'finalhandler',
				'cookie',
				'qs',
			].some((name) => inPackage(name)(url)),
	],
	['lru-cache', (_fn, url) => inPackage('lru-cache')(url)],
	['logging (pino)', (_fn, url) => url.includes('/node_modules/pino') || url.includes('/node_modules/sonic-boom/')],
	// In the sandbox wasm is PGlite's; in the app, undici's HTTP parser.
	["PGlite and wasm (the sandbox's database)", (_fn, url) => url.includes('/node_modules/@electric-sql/') || url.startsWith('wasm://')],
	['other npm packages', (_fn, url) => url.includes('/node_modules/')],
	['sandbox (packages/sandbox)', (_fn, url) => url.includes('/packages/sandbox/')],
	['app (build/server)', (_fn, url) => url.includes('/build/server/')],
	['server (server-build)', (_fn, url) => url.includes('/server-build/')],
	['node (http, net, streams…)', (_fn, url) => url.startsWith('node:') || url === ''],
]

/** Self milliseconds of each group, and the total (idle left out). */
export function cpuGroups(profile) {
	const selfUs = new Map()
	const byId = new Map(profile.nodes.map((node) => [node.id, node]))
	const deltas = profile.timeDeltas
	for (let index = 0; index < profile.samples.length; index++) {
		const node = byId.get(profile.samples[index])
		const us = deltas[index] ?? 0
		selfUs.set(node, (selfUs.get(node) ?? 0) + us)
	}
	const groups = new Map()
	let totalUs = 0
	for (const [node, us] of selfUs) {
		const { functionName, url } = node.callFrame
		if (functionName === '(idle)') continue
		const group = GROUPS.find(([, test]) => test(functionName, url))?.[0] ?? 'other'
		groups.set(group, (groups.get(group) ?? 0) + us)
		totalUs += us
	}
	return { totalMs: totalUs / 1000, groups: [...groups].map(([group, us]) => ({ group, ms: us / 1000, share: us / totalUs })).sort((a, b) => b.ms - a.ms) }
}

/** The heaviest functions by self time (for a closer look than the groups). */
export function topFunctions(profile, count = 15) {
	const byId = new Map(profile.nodes.map((node) => [node.id, node]))
	const selfUs = new Map()
	profile.samples.forEach((id, index) => {
		const { functionName, url, lineNumber } = byId.get(id).callFrame
		if (functionName === '(idle)') return
		const key = `${functionName || '(anonymous)'} ${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(build|server-build)\//, '$1/')}:${lineNumber + 1}`
		selfUs.set(key, (selfUs.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0))
	})
	return [...selfUs]
		.sort((a, b) => b[1] - a[1])
		.slice(0, count)
		.map(([fn, us]) => ({ fn, ms: Math.round(us / 1000) }))
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
	for (const file of process.argv.slice(2)) {
		const profile = JSON.parse(readFileSync(file, 'utf8'))
		const { totalMs, groups } = cpuGroups(profile)
		console.log(`\n${file}: ${Math.round(totalMs)} ms of CPU (self time, idle left out)`)
		console.table(groups.map(({ group, ms, share }) => ({ group, ms: Math.round(ms), '%': Math.round(share * 1000) / 10 })))
		if (process.env.TOP) console.table(topFunctions(profile, Number(process.env.TOP)))
	}
}
