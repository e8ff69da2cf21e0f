import { LRUCache } from 'lru-cache'
import { logger } from './logger.server.ts'
import { countCacheLookup } from './metrics.server.ts'
import type { SecondTier } from './shared-content-redis.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'

// Answers that are the same for every visitor (docs/decisions/021-shared-content-cache.md),
// kept by lru-cache: bounded in bytes, least recently used dropped first, each kind with
// its own time to live. A stale answer is served while one read refreshes it; requests
// that miss meanwhile wait for that same read. A refresh that fails keeps the stale answer
// for at most `staleLimitMs` after it was last read, asking again every `retryMs`, and says
// so in the log once; past that limit the failure reaches the caller.
//
// With a second tier (Redis, shared by several app servers: decision 025), a read asks it
// before the platform and keeps there what the platform answered; an answer found there is
// aged by when it was read from the platform, whichever server read it. Nothing that calls
// `cached` changes.

export type CacheSettings<Kind extends string> = {
	maxBytes: number
	ttlMs: Readonly<Record<Kind, number>>
	/** How long after its last good read a stale answer may still be served while refreshes fail. */
	staleLimitMs: number
	/** How soon a failed refresh is tried again (at most the kind's TTL). */
	retryMs: number
	/** Answers kept for every app server (Redis), asked on a miss here. */
	secondTier?: SecondTier
	/** Tests bring their own clock (for ages in memory and the wall time kept with an answer in Redis alike). */
	clock?: { now(): number }
}

/** `readAt` is wall time (epoch ms): an answer from Redis was read by another server. */
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
	const wallClock = settings.clock ?? Date
	const tier = settings.secondTier
	const kindOf = (key: string) => key.slice(0, key.indexOf('|')) as Kind

	async function read(key: string, kept: Entry | undefined, load: Load, options: { ttl?: number }): Promise<Entry> {
		const kind = kindOf(key)
		const ttl = settings.ttlMs[kind]
		const shared = await tier?.get(kind, key)
		const age = shared ? wallClock.now() - shared.readAt : Infinity
		if (tier) countCacheLookup(kind, age < ttl ? 'hit' : 'miss', 'redis')
		if (shared && age < ttl) {
			// Here for what is left of its TTL, as on the server that read it.
			options.ttl = Math.min(ttl, ttl - age)
			return { value: shared.value, readAt: shared.readAt, failing: false }
		}
		// Redis's answer past its TTL is as good a stale answer as this server's own, if newer.
		const stale = shared && (!kept || shared.readAt > kept.readAt) ? { value: shared.value, readAt: shared.readAt, failing: kept?.failing ?? false } : kept
		try {
			const value = await load()
			if (stale?.failing) logger.info('shared content read again', { kind })
			const entry = { value, readAt: wallClock.now(), failing: false }
			// Kept in Redis through the stale limit too, so a server that has it only there can serve it while the platform fails.
			await tier?.set(kind, key, { value, readAt: entry.readAt }, ttl + settings.staleLimitMs)
			return entry
		} catch (error) {
			if (!stale || wallClock.now() - stale.readAt > settings.staleLimitMs) throw error
			// The client has logged each failed call; this says what it costs, once per failing spell.
			if (!stale.failing) logger.warn('shared content could not be refreshed: serving the answer read before', { kind, code: codeOf(error) })
			options.ttl = Math.min(settings.retryMs, ttl)
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
			const status: LRUCache.Status<string, Entry, Load> = {}
			const entry = await cache.fetch(`${kind}|${key}`, { context: load, ttl: settings.ttlMs[kind], status })
			// A stale answer, or one another request is reading, costs this request no read of its own.
			countCacheLookup(kind, status.fetch === 'miss' || status.fetch === 'refresh' ? 'miss' : 'hit', 'memory')
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
