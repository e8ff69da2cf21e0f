import { createHash } from 'node:crypto'
import { execute, parse } from 'graphql'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDb } from '../../db/connection.ts'
import { graphContext } from './context.ts'
import { graphSchema } from './schema.ts'

// A client of the data graph for tests, speaking the contract as the app does: the hash
// first, the document only when the sandbox asks for it.

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

export type GraphAnswer = {
	status: number
	body: {
		data?: Record<string, any> | null
		errors?: Array<{ message: string; path?: Array<string | number>; extensions: { code: string } }>
	}
}

export async function postGraph(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<GraphAnswer> {
	const response = await fetch(`${baseUrl}${path}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', ...headers },
		body: JSON.stringify(body),
	})
	return { status: response.status, body: await response.json() }
}

/** The persisted-operation round: by hash, then with the document if it is not known yet. */
export async function graph(
	baseUrl: string,
	document: string,
	variables: Record<string, unknown> = {},
	headers: Record<string, string> = {},
): Promise<GraphAnswer> {
	const operationName = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1]
	if (!operationName) throw new Error('Test documents name their operation')
	const body = { operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash: sha256(document) } } }
	const first = await postGraph(baseUrl, graphqlPath(operationName), body, headers)
	if (first.body.errors?.[0]?.extensions.code !== 'PERSISTED_QUERY_NOT_FOUND') return first
	return postGraph(baseUrl, graphqlPath(operationName), { ...body, query: document }, headers)
}

export const bearer = (token: string, rememberMe = false): Record<string, string> => ({
	authorization: `Bearer ${token}`,
	...(rememberMe ? { 'access-type': 'remember-me' } : {}),
})

/**
 * One operation run through the data graph in this process, once per entry of
 * `variables`, all started together. Over HTTP a request on PGlite runs to its answer
 * before the next is read (its queries never wait on I/O), so only this interleaves the
 * steps of requests there; on PostgreSQL their transactions race on the pool.
 */
export async function allAtOnce(db: SandboxDb, document: string, variables: Array<Record<string, unknown>>) {
	const schema = graphSchema()
	const parsed = parse(document)
	return Promise.all(variables.map((values) => execute({ schema, document: parsed, variableValues: values, contextValue: graphContext(db, {}, new Date()) })))
}
