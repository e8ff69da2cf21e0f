import { resolve } from 'node:path'
import type { ManualChunkMeta } from 'rollup'
import type { Plugin, ResolvedConfig } from 'vite'

// What a page always loads with a route, in one file per route that has children (issue 32).
// Rollup gives each set of route modules sharing a module a chunk of its own, so a page
// fetched about twenty small files it always fetches; on a slow link over HTTP/1.1 each
// costs a round trip on one of six connections. A module that a route with children
// (the root, the locale layout, the hotel's and the reservation's layouts) imports statically,
// and that no route outside that route's family imports, is loaded by every page that
// loads it anyway: those go in one file per such route (`shell` for the root and the
// browser entry), which adds no byte to any page. Route modules stay their own files
// (Remix names each), and so does whatever is imported on demand (message catalogues and
// areas, parts fetched when shown). The browser build only: the server's is one bundle.

type RemixRoute = { id: string; parentId?: string; file: string }
type RemixContext = { remixConfig: { appDirectory: string; routes: Record<string, RemixRoute> } }

export function routeFamilyChunks(): Plugin {
	let config: ResolvedConfig | undefined
	return {
		name: 'route-family-chunks',
		apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
		configResolved(resolved) {
			config = resolved
		},
		outputOptions(options) {
			const context = (config as unknown as { __remixPluginContext?: RemixContext } | undefined)?.__remixPluginContext
			if (!context) return options
			let families: Map<string, string> | undefined
			const manualChunks = (id: string, meta: ManualChunkMeta) => (families ??= familyChunks(context.remixConfig, meta)).get(id)
			return { ...options, manualChunks }
		},
	}
}

/** Each module's chunk name, for the modules that go in a route family's file. */
function familyChunks({ appDirectory, routes }: RemixContext['remixConfig'], { getModuleIds, getModuleInfo }: ManualChunkMeta): Map<string, string> {
	const childCount = new Map<string | undefined, number>()
	for (const route of Object.values(routes)) childCount.set(route.parentId, (childCount.get(route.parentId) ?? 0) + 1)
	const parents = new Set(childCount.keys())
	const routeOfFile = new Map(Object.values(routes).map((route) => [resolve(appDirectory, route.file), route.id]))
	// The browser entry is loaded with the root, every time.
	routeOfFile.set(resolve(appDirectory, 'entry.client.tsx'), 'entry.client')
	const ancestors = (routeId: string): string[] => {
		const parentId = routes[routeId]?.parentId
		return parentId ? [routeId, ...ancestors(parentId)] : [routeId]
	}
	// Which routes reach each module by static imports (a route's facade module carries a query).
	const reachedBy = new Map<string, Set<string>>()
	for (const id of getModuleIds()) {
		const routeId = routeOfFile.get(id.split('?')[0] ?? id)
		if (!routeId) continue
		const visit = (moduleId: string) => {
			const routesOfModule = reachedBy.get(moduleId) ?? new Set<string>()
			if (routesOfModule.has(routeId)) return
			reachedBy.set(moduleId, routesOfModule.add(routeId))
			for (const imported of getModuleInfo(moduleId)?.importedIds ?? []) visit(imported)
		}
		visit(id)
	}
	// A route that is its parent's only child (the locale layout under the root) is loaded
	// with it every time: one family, one file.
	const familyOf = (routeId: string): string => {
		const parentId = routeId === 'entry.client' ? 'root' : routes[routeId]?.parentId
		return parentId && childCount.get(parentId) === 1 ? familyOf(parentId) : routeId
	}
	const chunks = new Map<string, string>()
	for (const [id, reaching] of reachedBy) {
		if (getModuleInfo(id)?.isEntry) continue
		const routeIds = new Set([...reaching].map(familyOf))
		// One route's alone stays in that route's own file; the root's goes in the shell,
		// which every page loads anyway (left alone, the root's own module became a file of its own).
		if (reaching.size < 2 && !routeIds.has('root')) continue
		// The outermost route with children that reaches it, when every other one is of its family.
		const outermost = [...routeIds].filter((routeId) => parents.has(routeId)).sort((a, b) => ancestors(a).length - ancestors(b).length)[0]
		if (outermost && [...routeIds].every((routeId) => ancestors(routeId).includes(outermost))) {
			chunks.set(id, outermost === 'root' ? 'shell' : `${outermost.split('/').at(-1)}-family`)
		}
	}
	return chunks
}
