import { Redis } from 'ioredis'
import { getEnv } from './env.server.ts'
import { logger } from './logger.server.ts'

// The one Redis connection of this process, for everything several app servers must share
// (the attempt limits, the shared-content cache's second tier).
// The server bundle and the Remix build each carry a copy of this module; a global key
// makes them share one connection, and /readyz report the one the limits use.

// A Redis that stopped answering must not hold a visitor's request: past this, a command
// fails and the caller falls back (the limits to their in-memory insurance; the cache waits
// far less, shared-content-redis.server.ts).
const COMMAND_TIMEOUT_MS = 500
// Reconnects back off to this, so a restarted Redis is used again within a second or so.
const MAX_RECONNECT_PAUSE_MS = 1_000

export type RedisState = 'none' | 'ready' | 'unreachable'

type Shared = { client: Redis | undefined }
const KEY = Symbol.for('meridian.redis')
const shared = () => ((globalThis as Record<symbol, unknown>)[KEY] ??= { client: undefined }) as Shared

/** This process's Redis connection, opened on first use; undefined without REDIS_URL (one app server). */
export function sharedRedis(url: string | undefined = getEnv().REDIS_URL): Redis | undefined {
	if (!url) return undefined
	const state = shared()
	state.client ??= connect(url)
	return state.client
}

/** Whether the shared Redis answers: 'none' when there is none to ask. */
export function redisState(): RedisState {
	const client = sharedRedis()
	if (!client) return 'none'
	return client.status === 'ready' ? 'ready' : 'unreachable'
}

/**
 * A connection that never queues a command while it is down (the caller falls back at
 * once instead), and that keeps reconnecting. An outage is logged when it starts and when
 * it ends, not at every failed reconnect.
 */
export function connect(url: string): Redis {
	const client = new Redis(url, {
		enableOfflineQueue: false,
		commandTimeout: COMMAND_TIMEOUT_MS,
		maxRetriesPerRequest: 0,
		retryStrategy: (times) => Math.min(50 * 2 ** times, MAX_RECONNECT_PAUSE_MS),
	})
	const where = redactedUrl(url)
	let down = false
	client.on('error', (error: Error) => {
		if (down) return
		down = true
		logger.error('Redis unreachable: limits count in this server alone, and it reads shared content for itself, until it is back', {
			redis: where,
			detail: error.message,
		})
	})
	client.on('ready', () => {
		if (down) logger.info('Redis reachable again', { redis: where })
		down = false
	})
	return client
}

/** The URL without its password, for log lines. */
function redactedUrl(url: string): string {
	const parsed = new URL(url)
	if (parsed.password) parsed.password = '***'
	return parsed.href
}
