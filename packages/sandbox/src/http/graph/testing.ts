import { createHash } from 'node:crypto'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'

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
