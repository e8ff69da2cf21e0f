import { createHash } from 'node:crypto'
import { logger } from './logger.server.ts'

// The shared-content cache's second tier (docs/decisions/025-shared-content-in-redis.md):
// with several app servers, what one of them read from the platform is kept in their one
// Redis for the others. Only what the cache already keeps comes here (answers read as
// nobody in particular). A Redis that is slow or gone costs a page at most `waitMs` and
// counts as a miss: the page reads the platform, as one server alone would.

/** What the tier needs of an ioredis client (tests bring a stand-in). */
export type RedisCommands = {
	get(key: string): Promise<string | null>
	set(key: string, value: string, px: 'PX', milliseconds: number): Promise<unknown>
}

/** An answer as kept in Redis: when it was read from the platform (epoch ms), so every server ages it alike. */
export type SharedAnswer = { value: unknown; readAt: number }

export type SecondTier = {
	/** The answer another server (or this one) kept, undefined when there is none or Redis cannot say in time. */
	get(kind: string, key: string): Promise<SharedAnswer | undefined>
	/**
	 * Keeps an answer for `keepMs`; a value too large, or a Redis that cannot take it in time,
	 * is let go. While Redis is failing nothing is written: the next read asks it first.
	 */
	set(kind: string, key: string, answer: SharedAnswer, keepMs: number): Promise<void>
}

// A page never waits longer than this on Redis: a local Redis answers in well under a
// millisecond, and the platform read that a miss costs is what a server alone pays anyway.
const WAIT_MS = 75
// Larger answers are kept in each server's memory only: one copy per server costs less than
// moving half a megabyte through Redis on every memory miss.
const MAX_VALUE_BYTES = 512 * 1024
// Bumped when the shape of a kept answer changes, so servers of two releases side by side
// (a rolling deploy) never read each other's.
const SHAPE = 'v1'

export function redisTier(redis: RedisCommands, { waitMs = WAIT_MS, maxValueBytes = MAX_VALUE_BYTES } = {}): SecondTier {
	let failing = false

	/** The command's answer, or undefined when Redis fails or is late; said once per failing spell. */
	async function ask<T>(command: () => Promise<T>): Promise<T | undefined> {
		let timer: NodeJS.Timeout | undefined
		const late = new Promise<never>((_, reject) => {
			timer = setTimeout(() => reject(new Error(`no answer within ${waitMs} ms`)), waitMs)
		})
		try {
			const answer = await Promise.race([command(), late])
			if (failing) logger.info('shared content: Redis answers again, the servers share what they read')
			failing = false
			return answer
		} catch (error) {
			if (!failing)
				logger.warn('shared content: Redis does not answer, each server reads the platform for itself meanwhile', {
					detail: error instanceof Error ? error.message : String(error),
				})
			failing = true
			return undefined
		} finally {
			clearTimeout(timer)
		}
	}

	return {
		async get(kind, key) {
			const text = await ask(() => redis.get(redisKey(kind, key)))
			if (!text) return undefined
			return answerIn(text)
		},
		async set(kind, key, answer, keepMs) {
			if (failing) return
			const text = JSON.stringify(answer)
			if (Buffer.byteLength(text) > maxValueBytes) return
			await ask(() => redis.set(redisKey(kind, key), text, 'PX', Math.ceil(keepMs)))
		},
	}
}

/** What another server kept, or undefined for anything else (a Redis is shared, and may hold what it should not). */
function answerIn(text: string): SharedAnswer | undefined {
	try {
		const answer = JSON.parse(text) as Partial<SharedAnswer> | null
		return answer && Number.isFinite(answer.readAt) && 'value' in answer ? (answer as SharedAnswer) : undefined
	} catch {
		return undefined
	}
}

/**
 * `content:<shape>:<kind>:<SHA-256 of the key>`: a key holds paths and payloads, which a
 * visitor chooses and may make long or strange; hashed, every key is short and plain.
 */
function redisKey(kind: string, key: string): string {
	return `content:${SHAPE}:${kind}:${createHash('sha256').update(key).digest('base64url')}`
}
