import { CLIENT_NAME, HEADERS, REMEMBER_ME_ACCESS_TYPE } from '@meridian/upstream-contract/contract.ts'
import type { UpstreamContext } from './context.server.ts'

/** The headers every call carries (spec 001 §7, docs/upstream-contract.md). */
export function commonHeaders(ctx: UpstreamContext): Record<string, string> {
	const headers: Record<string, string> = {
		[HEADERS.acceptLanguage]: ctx.locale,
		[HEADERS.requestId]: ctx.requestId,
		[HEADERS.requestedBy]: CLIENT_NAME,
		[HEADERS.dtt]: String(ctx.dtt ?? false),
		'content-type': 'application/json',
		accept: 'application/json',
		// Answers are per visitor and change with every write; no cache may serve them.
		'cache-control': 'no-cache',
	}
	if (ctx.accessToken) headers[HEADERS.authorization] = `Bearer ${ctx.accessToken}`
	if (ctx.rememberMe) headers[HEADERS.accessType] = REMEMBER_ME_ACCESS_TYPE
	if (ctx.migrationStatus) headers[HEADERS.migrationStatus] = ctx.migrationStatus
	return headers
}

/** GraphQL adds the client's name and asks the platform to accept safelisted operations only. */
export function graphqlHeaders(ctx: UpstreamContext, operationName: string): Record<string, string> {
	return {
		...commonHeaders(ctx),
		[HEADERS.operationName]: operationName,
		[HEADERS.clientName]: CLIENT_NAME,
		[HEADERS.forceSafelisting]: 'true',
	}
}
