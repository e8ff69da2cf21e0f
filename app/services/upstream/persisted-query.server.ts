import { createHash } from 'node:crypto'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'

// Persisted operations (spec 001 §7): the platform knows operations by the sha256 of
// their document, so a call sends only the hash. The document goes along only when
// the platform answers that it does not know the hash yet, and it keeps it from then on.

const hashes = new Map<string, string>()

export function documentHash(document: string): string {
	let hash = hashes.get(document)
	if (!hash) {
		hash = createHash('sha256').update(document).digest('hex')
		hashes.set(document, hash)
	}
	return hash
}

/** The fetch graphql-request is given: it swaps the document in its body for the hash. */
export const persistedQueryFetch: typeof fetch = async (input, init) => {
	const { query, ...request } = JSON.parse(String(init?.body)) as { query: string } & Record<string, unknown>
	const persisted = { ...request, extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(query) } } }
	const answer = await fetch(input, { ...init, body: JSON.stringify(persisted) })
	const text = await answer.text()
	if (!asksForDocument(text)) {
		// The platform's own answer, handed back to graphql-request (a fetch), not to a visitor.
		// eslint-disable-next-line no-restricted-syntax
		return new Response(text || null, { status: answer.status, statusText: answer.statusText, headers: answer.headers })
	}
	return fetch(input, { ...init, body: JSON.stringify({ ...persisted, query }) })
}

function asksForDocument(text: string): boolean {
	if (!text.includes(UPSTREAM_ERROR_CODES.persistedQueryNotFound)) return false
	try {
		const { errors } = JSON.parse(text) as { errors?: Array<{ extensions?: { code?: string } }> }
		return errors?.some((error) => error.extensions?.code === UPSTREAM_ERROR_CODES.persistedQueryNotFound) ?? false
	} catch {
		return false
	}
}
