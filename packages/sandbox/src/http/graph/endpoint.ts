import type { RequestHandler, Response } from 'express'
import { execute, GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql'
import { z } from 'zod'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDeps } from '../../deps.ts'
import { graphContext } from './context.ts'
import { persistedOperationStore, sha256Hex } from './persisted-operations.ts'

const GraphRequest = z.object({
	operationName: z.string().min(1),
	query: z.string().min(1).optional(),
	variables: z.record(z.unknown()).nullish(),
	extensions: z
		.object({
			persistedQuery: z.object({ version: z.literal(1), sha256Hash: z.string().regex(/^[0-9a-fA-F]{64}$/) }).optional(),
		})
		.passthrough()
		.nullish(),
})

// What a GraphQL error becomes on the wire: its code, or INTERNAL_SERVER_ERROR for a fault
// of ours (logged here, never shown: its message may carry SQL or stack details).
function wireError(error: GraphQLError) {
	const code = error.extensions?.code
	const where = { ...(error.locations ? { locations: error.locations } : {}), ...(error.path ? { path: error.path } : {}) }
	if (typeof code === 'string') return { message: error.message, ...where, extensions: { code } }
	console.error('sandbox data graph fault', error.originalError ?? error)
	return { message: 'Internal error', ...where, extensions: { code: 'INTERNAL_SERVER_ERROR' } }
}

function refuse(res: Response, errors: ReadonlyArray<{ message: string }>) {
	res.status(400).json({ errors: errors.map(({ message }) => ({ message, extensions: { code: UPSTREAM_ERROR_CODES.badRequest } })) })
}

const DOCUMENT_MEMORY = 500

/**
 * `POST /mi/query/:operationName`: persisted operations by sha256 (docs/upstream-contract.md,
 * GraphQL). A hash the sandbox does not know asks the client for the document; a document
 * is kept only when it matches its hash and is valid against the schema.
 */
export function graphEndpoint(deps: SandboxDeps, schema: GraphQLSchema): RequestHandler {
	const operations = persistedOperationStore(deps.db)
	const parsed = new Map<string, DocumentNode>()
	const documentOf = (source: string): DocumentNode | readonly GraphQLError[] => {
		const known = parsed.get(source)
		if (known) return known
		let document: DocumentNode
		try {
			document = parse(source)
		} catch (error) {
			return [error instanceof GraphQLError ? error : new GraphQLError('The query does not parse')]
		}
		const problems = validate(schema, document)
		if (problems.length > 0) return problems
		if (parsed.size >= DOCUMENT_MEMORY) parsed.clear()
		parsed.set(source, document)
		return document
	}

	return async (req, res, next) => {
		try {
			const body = GraphRequest.safeParse(req.body)
			if (!body.success) return refuse(res, [{ message: 'The body is not a GraphQL request' }])
			const { operationName, query, variables, extensions } = body.data
			if (operationName !== req.params.operationName) {
				return refuse(res, [{ message: 'The operation name in the path and in the body differ' }])
			}
			const hash = extensions?.persistedQuery?.sha256Hash.toLowerCase()
			let source = query
			if (source === undefined) {
				if (!hash) return refuse(res, [{ message: 'Neither a query nor a persisted query hash' }])
				const stored = await operations.find(hash)
				if (stored === null) {
					res.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: UPSTREAM_ERROR_CODES.persistedQueryNotFound } }] })
					return
				}
				source = stored
			} else if (hash && sha256Hex(source) !== hash) {
				return refuse(res, [{ message: 'The query does not match its sha256Hash' }])
			}
			const document = documentOf(source)
			if (!('kind' in document)) return refuse(res, document)
			if (hash && query !== undefined) await operations.remember(hash, query)

			const result = await execute({
				schema,
				document,
				operationName,
				variableValues: variables ?? {},
				contextValue: graphContext(deps.db, req.headers, deps.now(), { cartTtlSeconds: deps.config.SANDBOX_CART_TTL_SECONDS }),
			})
			// No data at all is a request error (unknown operation, bad variables).
			if (!('data' in result)) return refuse(res, result.errors ?? [])
			res.json({ data: result.data, ...(result.errors ? { errors: result.errors.map(wireError) } : {}) })
		} catch (error) {
			next(error)
		}
	}
}
