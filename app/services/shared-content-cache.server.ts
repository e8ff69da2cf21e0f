import { LRUCache } from 'lru-cache'
import { logger } from './logger.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'

// Answers that are the same for every visitor (docs/decisions/021-shared-content-cache.md),
// kept by lru-cache: bounded in bytes, least recently used dropped first, each kind with
// its own time to live. A stale answer is served while one read refreshes it; requests
// that miss meanwhile wait for that same read. A refresh that fails keeps the stale answer
// for at most `staleLimitMs` after it was last read, asking again every `retryMs`, and says
// so in the log once; past that limit the failure reaches the caller.
//
// This module owns get and set of a kind; a second tier (Redis) would sit inside `read`,
// before and after `load`, and nothing that calls `cached` would change.

export type CacheSettings<Kind extends string> = {
	maxBytes: number
	ttlMs: Readonly<Record<Kind, number>>
	/** How long after its last good read a stale answer may still be served while refreshes fail. */
	staleLimitMs: number
	/** How soon a failed refresh is tried again (at most the kind's TTL). */
	retryMs: number
	/** Tests bring their own clock. */
	clock?: { now(): number }
}

type Entry = { value: unknown; readAt: number; failing: boolean }
type Load = () => Promise<unknown>

export type ContentCache<Kind extends string> = {
	/** The kept answer of `kind` for `key`, or `load`'s, which is then kept. */
	cached<T>(kind: Kind, key: string, load: () => Promise<T>): Promise<T>
	/** Tests start from nothing kept. */
	clear(): void
}

export function createContentCache<Kind extends string>(settings: CacheSettings<Kind>): ContentCache<Kind> {
	const clock = settings.clock ?? performance
	const kindOf = (key: string) => key.slice(0, key.indexOf('|')) as Kind

	async function read(key: string, stale: Entry | undefined, load: Load, options: { ttl?: number }): Promise<Entry> {
		try {
			const value = await load()
			if (stale?.failing) logger.info('shared content read again', { kind: kindOf(key) })
			return { value, readAt: clock.now(), failing: false }
		} catch (error) {
			if (!stale || clock.now() - stale.readAt > settings.staleLimitMs) throw error
			// The client has logged each failed call; this says what it costs, once per failing spell.
			if (!stale.failing) logger.warn('shared content could not be refreshed: serving the answer read before', { kind: kindOf(key), code: codeOf(error) })
			options.ttl = Math.min(settings.retryMs, settings.ttlMs[kindOf(key)])
			return { ...stale, failing: true }
		}
	}

	const cache = new LRUCache<string, Entry, Load>({
		maxSize: settings.maxBytes,
		// Roughly the heap a parsed answer holds: its JSON in UTF-16, with the key.
		sizeCalculation: (entry, key) => 2 * (key.length + (JSON.stringify(entry.value)?.length ?? 0)) + 64,
		fetchMethod: (key, stale, { options, context }) => read(key, stale, context, options),
		allowStale: true,
		// The clock is read on every check: a cached "now" would outlive an injected clock's step.
		ttlResolution: 0,
		perf: clock,
	})

	return {
		async cached<T>(kind: Kind, key: string, load: () => Promise<T>): Promise<T> {
			const entry = await cache.fetch(`${kind}|${key}`, { context: load, ttl: settings.ttlMs[kind] })
			// fetch answers undefined only when load's own answer is not kept (never here); read it again then.
			return entry ? (entry.value as T) : load()
		},
		clear: () => cache.clear(),
	}
}

function codeOf(error: unknown): string {
	if (error instanceof UpstreamError) return error.code
	return error instanceof Error ? error.name : 'UNKNOWN'
}
