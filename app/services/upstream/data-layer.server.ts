import { DATA_LAYER_TIMEOUT_MS, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { DataLayerSchema, type DataLayer, type DataLayerContext } from '@meridian/upstream-contract/data-layer.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'
import { logUnlessUpstream } from '../unexpected-error.server.ts'

// The data layer: the analytics properties of a page, and the events that happen on it.

/** What every event reports of the page it happened on (no personal data). */
export function eventContext(request: Request, locale: string): DataLayerContext {
	return { localeKey: locale.replace('-', '_'), siteName: 'hotels', pageURI: new URL(request.url).pathname }
}

/** How long an analytics event may hold up the request that reports it. */
export const TRACK_EVENT_TIMEOUT_MS = 2_000

/** The page's analytics properties. The data layer is slow by design: 22 s (spec 000 §9). */
export async function fetchDataLayer(context: DataLayerContext, ctx: UpstreamContext & { sessionToken: string }, options?: CallOptions): Promise<DataLayer> {
	const answer = await callService(
		{
			name: 'dataLayer',
			method: 'POST',
			path: REST_PATHS.dataLayer,
			body: { sessionToken: ctx.sessionToken, context },
			timeoutMs: DATA_LAYER_TIMEOUT_MS,
			result: DataLayerSchema,
		},
		ctx,
		options,
	)
	return answer.body.component.data
}

/**
 * Reports an analytics event (login-success, login-failure, …) and never throws: a lost
 * event must not cost a guest their sign-in, so a failure is only logged, and the
 * deadline is short. No personal data goes in the context.
 */
export async function trackEvent(
	event: string,
	context: DataLayerContext,
	ctx: UpstreamContext & { sessionToken: string },
	{ timeoutMs = TRACK_EVENT_TIMEOUT_MS }: CallOptions = {},
): Promise<void> {
	try {
		await fetchDataLayer({ ...context, event }, ctx, { timeoutMs })
	} catch (error) {
		// An event lost costs nothing a visitor sees (a platform failure is logged by the call).
		logUnlessUpstream('data layer event', error)
	}
}
