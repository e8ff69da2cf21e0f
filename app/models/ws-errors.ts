// The session error structure (spec 001 §8 "wsErrors"): what the original keeps about each
// failed call to the platform, with its field names. Ours is written to the log beside the
// failure line (app/services/upstream/failure-log.server.ts), one entry per failure; the
// message is the failure's code and component, never what the platform said (that detail,
// with any token blanked, stays in the failure line).

export type WsError = {
	wsURL: string
	wsErrorCode: string
	apiName: string
	requestId: string
	componentName: string
	/** UXL_ERROR (the data graph) or API_ERROR (a REST call). */
	type: string
	message: string
	wsMethod: string
	statusCode: number | null
}

type Failure = { code: string; source: string; component: string; status?: number; url?: string; method?: string }

export function wsErrorOf(failure: Failure, requestId: string | undefined): WsError {
	return {
		// A path of ours on the platform, never a query string (spec 000 §8: nothing secret in logs).
		wsURL: (failure.url ?? '').split('?')[0] ?? '',
		wsErrorCode: failure.code,
		apiName: failure.component,
		requestId: requestId ?? '',
		componentName: failure.component,
		type: failure.source,
		message: `${failure.component} failed: ${failure.code}`,
		wsMethod: failure.method ?? (failure.source === 'UXL_ERROR' ? 'POST' : ''),
		statusCode: failure.status ?? null,
	}
}
