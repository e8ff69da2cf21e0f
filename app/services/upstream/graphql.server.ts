import { Kind, parse, type OperationDefinitionNode } from 'graphql'
import { ClientError, GraphQLClient } from 'graphql-request'
import type { z } from 'zod'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import { GraphQLErrorsSchema, type GraphQLErrorBody } from '@meridian/upstream-contract/error-bodies.ts'
import { upstreamUrl } from '#app/services/env.server.ts'
import { attempt, FailedAnswer, timeoutFor, type Failures } from './attempts.server.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { CLIENT_ERROR_CODES, errorForCode, malformed, UpstreamError, UpstreamUnavailable, type FailureDetails } from './errors.server.ts'
import { graphqlHeaders } from './headers.server.ts'
import { persistedQueryFetch } from './persisted-query.server.ts'
import { countUpstreamCall } from '../request-context.server.ts'

// The one client for the data graph. Each operation is a named document with the zod
// schema of its answer; the name, the kind (query or mutation) and the path all come
// from the document itself, so they cannot disagree.

export type Operation<Result> = {
	name: string
	kind: 'query' | 'mutation'
	document: string
	result: z.ZodType<Result, z.ZodTypeDef, unknown>
}

export function defineOperation<Schema extends z.ZodTypeAny>(document: string, result: Schema): Operation<z.infer<Schema>> {
	const definitions = parse(document).definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
	const [definition] = definitions
	if (definitions.length !== 1 || !definition?.name) throw new Error('An operation document holds exactly one named operation')
	if (definition.operation === 'subscription') throw new Error('The data graph serves no subscriptions')
	return { name: definition.name.value, kind: definition.operation, document, result }
}

let client: GraphQLClient | undefined
function dataGraph(): GraphQLClient {
	client ??= createClient(upstreamUrl())
	return client
}

function createClient(base: string): GraphQLClient {
	return new GraphQLClient(`${base}${graphqlPath('')}`, {
		fetch: persistedQueryFetch,
		// Errors arrive beside data in a 200; this client turns them into typed errors itself.
		errorPolicy: 'all',
		// Each operation has its own path, named after it.
		requestMiddleware: (request) => ({ ...request, url: `${base}${graphqlPath(request.operationName ?? '')}` }),
	})
}

/** Runs an operation for the visitor of `ctx`; a query whose connection drops is tried once more. */
export async function runOperation<Result>(
	operation: Operation<Result>,
	variables: Record<string, unknown>,
	ctx: UpstreamContext,
	options: CallOptions = {},
): Promise<Result> {
	const details: FailureDetails = { source: 'UXL_ERROR', component: operation.name, url: graphqlPath(operation.name), method: 'POST' }
	countUpstreamCall(operation.name)
	return attempt(
		async (signal) => {
			const answer = await request(operation, variables, ctx, signal, details)
			const failures = errorsOf(answer.errors, { ...details, status: answer.status })
			if (failures) throw new FailedAnswer(failures)
			const parsed = operation.result.safeParse(answer.data)
			if (!parsed.success) throw malformed(parsed.error, details)
			return parsed.data
		},
		{
			retry: operation.kind === 'query',
			timeoutMs: timeoutFor(options.timeoutMs),
			details,
			ctx,
		},
	)
}

async function request(operation: Operation<unknown>, variables: Record<string, unknown>, ctx: UpstreamContext, signal: AbortSignal, details: FailureDetails) {
	try {
		return await dataGraph().rawRequest<unknown>({
			query: operation.document,
			variables,
			requestHeaders: graphqlHeaders(ctx, operation.name),
			signal,
		})
	} catch (error) {
		if (!(error instanceof ClientError)) throw error
		// A status other than 2xx: a 5xx is an unavailable platform whatever the body says.
		const status = error.response.status
		if (status >= 500) {
			throw new UpstreamUnavailable(CLIENT_ERROR_CODES.serverError, { ...details, status, detail: `HTTP ${status}` })
		}
		throw new FailedAnswer(errorsOf(error.response.errors, { ...details, status }) ?? [errorForCode(undefined, { ...details, status })])
	}
}

function errorsOf(errors: unknown, details: FailureDetails): Failures | undefined {
	if (errors === undefined || (Array.isArray(errors) && errors.length === 0)) return undefined
	const parsed = GraphQLErrorsSchema.safeParse(errors)
	if (!parsed.success) return [new UpstreamError(CLIENT_ERROR_CODES.malformed, { ...details, detail: 'errors in an unknown shape' })]
	const [first, ...rest] = parsed.data.map((error) => errorForCode(error.extensions?.code, { ...details, detail: describe(error) }))
	return first ? [first, ...rest] : undefined
}

function describe(error: GraphQLErrorBody): string {
	return error.path?.length ? `${error.path.join('.')}: ${error.message}` : error.message
}
