import cluster from 'node:cluster'
import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'

// Where an attempt limit keeps its counts (docs/decisions/022-limits-across-app-servers.md):
// - several app servers (REDIS_URL): in Redis, so every server draws on one budget; while
//   Redis cannot answer, in this server's own counts (the insurance), so a visitor is
//   never refused or let through uncounted because of Redis;
// - one app server under npm start's supervisor: in the primary (server/primary.ts runs the
//   RateLimiterClusterMaster), so every worker draws on the same budget;
// - one process (npm run dev, tests): in its memory.

export type LimitOptions = { keyPrefix: string; points: number; duration: number }
type Where = {
	redis?: Redis
	inWorker?: boolean
	/** How long a worker waits for the primary's count (ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS): past it, something is broken, or the worker is too busy to hear it. */
	primaryTimeoutMs?: number
}

// Redis keys of the limits, apart from whatever else shares that Redis.
const REDIS_KEY_PREFIX = 'limit:'

export function createLimitStore(options: LimitOptions, { redis, inWorker = cluster.isWorker, primaryTimeoutMs = 2_000 }: Where = {}): RateLimiterAbstract {
	const local = inWorker ? new RateLimiterCluster({ ...options, timeoutMs: primaryTimeoutMs }) : new RateLimiterMemory(options)
	if (!redis) return local
	return new RedisLimitStore({
		...options,
		keyPrefix: `${REDIS_KEY_PREFIX}${options.keyPrefix}`,
		storeClient: redis,
		// Not connected: straight to the insurance, without waiting for a command to time out.
		rejectIfRedisNotReady: true,
		insuranceLimiter: local,
	})
}

/**
 * Keys hashed: a limit's key is an e-mail, a member or confirmation number, an IP address,
 * and a Redis is read by more than this app (its operators, a MONITOR, a dump).
 */
class RedisLimitStore extends RateLimiterRedis {
	override getKey(key: string | number): string {
		return super.getKey(createHash('sha256').update(String(key)).digest('base64url'))
	}
}
