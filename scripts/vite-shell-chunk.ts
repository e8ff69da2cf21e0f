import type { GetManualChunk, ManualChunkMeta } from 'rollup'

// What every page loads, in one file (issue 32): the browser entry and the root route with
// everything they import statically, the framework included. Rollup splits a module shared
// by the root and some pages into a chunk of its own, so each page fetched about twenty
// files it always fetches; on a slow link over HTTP/1.1 each costs a round trip on one of
// six connections. Nothing here is ever left out of a page, so one file adds no byte to
// any page. Entries stay their own (Remix names each route's module), and so does whatever
// is imported on demand (message catalogues and areas, parts fetched when shown).

const SHELL = 'shell'

/** manualChunks: `shell` for a module the entries below reach by static imports. */
export function shellChunk(entries: readonly string[]): GetManualChunk {
	let shell: Set<string> | undefined
	return (id: string, meta: ManualChunkMeta) => {
		shell ??= staticClosure(entries, meta)
		return shell.has(id) ? SHELL : undefined
	}
}

function staticClosure(entries: readonly string[], { getModuleIds, getModuleInfo }: ManualChunkMeta): Set<string> {
	const starts = [...getModuleIds()].filter((id) => entries.includes(id.split('?')[0] ?? id))
	const reached = new Set<string>()
	const visit = (id: string) => {
		if (reached.has(id)) return
		reached.add(id)
		for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported)
	}
	starts.forEach(visit)
	// Each entry's own file stays: Remix links the root route's by its name.
	for (const id of reached) if (getModuleInfo(id)?.isEntry) reached.delete(id)
	return reached
}
