import { logger } from '#app/services/logger.server.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { fetchFeatureFlags } from './operations/reference.server.ts'

/**
 * Whether a feature is on. A flag is off unless the platform says it is on: when the
 * flags cannot be read (the failure is logged), the page still works, the way it did
 * before the feature existed.
 */
export async function isFeatureEnabled(name: string, ctx: UpstreamContext, options?: CallOptions): Promise<boolean> {
	try {
		const flags = await fetchFeatureFlags([name], ctx, options)
		return flags[name] ?? false
	} catch {
		logger.warn('feature flag read as off', { flag: name, requestId: ctx.requestId })
		return false
	}
}
