import { FEATURE_FLAGS, type FeatureFlagName } from '@meridian/upstream-contract/reference.ts'
import { getEnv } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { UpstreamError } from './errors.server.ts'
import { fetchFeatureFlags } from './operations/reference.server.ts'

// The platform's feature flags (spec 001 §6), every one in one call, kept for
// FEATURE_FLAG_TTL_MS (spec 001 §7 polls them every 300000 ms): pages ask the platform for
// them once in a while, not on every render. Requests that arrive while they are being read
// wait for that one read. Kept per server process: each HTTP worker reads and keeps its own,
// so two workers may see a switch up to one TTL apart.
//
// A flag is off unless the platform says it is on (spec 001 §6: "A feature flag failure
// defaults to false"). When the flags cannot be read, every one is off, so pages work the way
// they did before the feature existed; that is logged once, until the flags are read again,
// and they are asked for again RETRY_AFTER_FAILURE_MS later rather than a whole TTL later.

export type FeatureFlags = Readonly<Record<FeatureFlagName, boolean>>

/** How soon flags that could not be read are asked for again (at most the TTL). */
export const RETRY_AFTER_FAILURE_MS = 30_000

const ALL_OFF = flagsFrom({})

let kept: { flags: FeatureFlags; until: number } | undefined
let reading: Promise<FeatureFlags> | undefined
let failing = false

/** Whether a feature is on. `options` apply to the platform call this use starts, if it starts one. */
export async function isFeatureEnabled(name: FeatureFlagName, ctx: UpstreamContext, options?: CallOptions): Promise<boolean> {
	return (await featureFlags(ctx, options))[name]
}

/** Every flag the product reads: the kept ones, or one read shared by everyone who asks meanwhile. */
export function featureFlags(ctx: UpstreamContext, options?: CallOptions): Promise<FeatureFlags> {
	if (kept && Date.now() < kept.until) return Promise.resolve(kept.flags)
	reading ??= readFlags(ctx, options).finally(() => {
		reading = undefined
	})
	return reading
}

/** Tests start from nothing kept. */
export function forgetFeatureFlags() {
	kept = undefined
	reading = undefined
	failing = false
}

async function readFlags(ctx: UpstreamContext, options?: CallOptions): Promise<FeatureFlags> {
	const { FEATURE_FLAG_TTL_MS: ttl } = getEnv()
	try {
		// The same for every visitor, so asked for with no visitor's token or session.
		const flags = flagsFrom(await fetchFeatureFlags(FEATURE_FLAGS, { locale: ctx.locale, requestId: ctx.requestId }, options))
		kept = { flags, until: Date.now() + ttl }
		if (failing) logger.info('feature flags read again')
		failing = false
		return flags
	} catch (error) {
		// The client has logged the failed call itself; this says what it means, once.
		const retryInMs = Math.min(RETRY_AFTER_FAILURE_MS, ttl)
		kept = { flags: ALL_OFF, until: Date.now() + retryInMs }
		if (!failing) {
			const code = error instanceof UpstreamError ? error.code : error instanceof Error ? error.name : 'UNKNOWN'
			logger.warn('feature flags could not be read: every flag is off until they are', { code, retryInMs })
		}
		failing = true
		return ALL_OFF
	}
}

/** Every flag the product reads; one the platform does not name is off. */
function flagsFrom(answer: Readonly<Record<string, boolean>>): FeatureFlags {
	return Object.fromEntries(FEATURE_FLAGS.map((name) => [name, answer[name] ?? false])) as Record<FeatureFlagName, boolean>
}
