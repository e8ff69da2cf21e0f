import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PreRenderedChunk } from 'rollup'
import type { Plugin } from 'vite'

// How the browser gets its messages (app/ui/messages/browser-translation.ts says why):
// the client build takes a browser module instead of react-i18next and of the area hook that
// notes on the server what a page used; each area's messages in each locale are a chunk of
// their own; and the build says which areas each route module can show, for the budget.

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url))
const MESSAGES = fromRoot('app/ui/messages/')
const BROWSER_MODULES = new Map([
	['react-i18next', `${MESSAGES}browser-translation.ts`],
	[`${MESSAGES}area-translation.ts`, `${MESSAGES}area-translation.browser.ts`],
	// Not messages, but the same swap: the guest-details pages' parts that only some guests see, fetched when shown.
	[fromRoot('app/ui/guest-details-parts.tsx'), fromRoot('app/ui/guest-details-parts.browser.tsx')],
])
/** The names an import of a swapped module holds (`area-translation`), to resolve only those. */
const SWAPPED = [...BROWSER_MODULES.keys()].filter((id) => id.startsWith('/')).map((id) => id.slice(id.lastIndexOf('/') + 1).replace(/\.tsx?$/, ''))
const AREA_FILE = /\/app\/ui\/messages\/([\w-]+)\/([a-z]{2}-[A-Z]{2})\.json$/
/** An area's hook module (booking.ts: useBookingTranslation). */
const AREA_HOOK = /\/app\/ui\/messages\/([\w-]+)\.ts$/

/** `messages-booking-en-US-<hash>.js`: the budget script and the server tell them from the locales' catalogues (`en-US-<hash>.js`) by name. */
export function chunkFileNames(chunk: PreRenderedChunk) {
	const area = chunk.facadeModuleId?.match(AREA_FILE)
	return area ? `assets/messages-${area[1]}-${area[2]}-[hash].js` : 'assets/[name]-[hash].js'
}

/** build/message-areas.json: each route module's file, and the areas whose hook it or its static imports hold. */
const AREAS_BY_ROUTE = 'message-areas.json'

export function browserMessages(areas: readonly string[]): Plugin {
	let routes: Record<string, string[]> = {}
	return {
		name: 'browser-messages',
		enforce: 'pre',
		async resolveId(source, importer, options) {
			if (options.ssr) return null
			if (BROWSER_MODULES.has(source)) return BROWSER_MODULES.get(source)
			if (!SWAPPED.some((name) => source.includes(name))) return null
			const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
			return resolved && BROWSER_MODULES.has(resolved.id) ? BROWSER_MODULES.get(resolved.id) : null
		},
		generateBundle(options, bundle) {
			if (this.environment?.config.build.ssr) return
			routes = {}
			for (const chunk of Object.values(bundle)) {
				if (chunk.type !== 'chunk' || (!chunk.facadeModuleId?.includes('/app/routes/') && !chunk.facadeModuleId?.endsWith('/app/root.tsx'))) continue
				const seen = new Set<string>()
				const found = new Set<string>()
				const visit = (id: string) => {
					if (seen.has(id)) return
					seen.add(id)
					const hook = id.match(AREA_HOOK)?.[1]
					if (hook && areas.includes(hook)) found.add(hook)
					for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
				}
				visit(chunk.facadeModuleId)
				routes[`/${chunk.fileName}`] = [...found].sort()
			}
		},
		writeBundle(options) {
			if (options.dir && Object.keys(routes).length > 0) writeFileSync(join(options.dir, '..', AREAS_BY_ROUTE), `${JSON.stringify(routes, null, '\t')}\n`)
		},
	}
}
