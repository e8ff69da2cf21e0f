import type { Server } from 'node:http'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import { createSandboxApp } from '../../app.ts'
import { persistedOperations } from '../../db/schema/index.ts'
import { startTestSandbox } from '../../testing.ts'
import { graph, postGraph, sha256 } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const FLAGS = `query PhoenixBookFeatureFlags($names: [String!]!) { featureFlags(names: $names) { name enabled } }`
const flagsBody = (document: string, withQuery: boolean) => ({
	operationName: 'PhoenixBookFeatureFlags',
	variables: { names: ['logo-automation'] },
	extensions: { persistedQuery: { version: 1, sha256Hash: sha256(document) } },
	...(withQuery ? { query: document } : {}),
})

describe('persisted operations', () => {
	it('ask for an unknown document, keep it when sent, then answer by hash alone', async () => {
		const document = `${FLAGS} # first round`
		const path = graphqlPath('PhoenixBookFeatureFlags')

		const miss = await postGraph(sandbox.url, path, flagsBody(document, false))
		expect(miss.status).toBe(200)
		expect(miss.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND')
		expect(miss.body.data).toBeUndefined()

		const registered = await postGraph(sandbox.url, path, flagsBody(document, true))
		expect(registered.status).toBe(200)
		expect(registered.body).toEqual({ data: { featureFlags: [{ name: 'logo-automation', enabled: true }] } })

		const byHash = await postGraph(sandbox.url, path, flagsBody(document, false))
		expect(byHash.body).toEqual(registered.body)
	})

	it('are kept in the database, so a restarted sandbox knows them', async () => {
		const document = `${FLAGS} # survives restarts`
		await graph(sandbox.url, document, { names: ['bau-rlm'] })
		const { db } = sandbox.database
		const [row] = await db
			.select()
			.from(persistedOperations)
			.where(eq(persistedOperations.sha256Hash, sha256(document)))
		expect(row?.document).toBe(document)

		// A second app over the same database starts with nothing in memory, like a restart.
		const restarted = createSandboxApp({ db, config: sandbox.config, now: () => new Date() })
		const server = await new Promise<Server>((resolve) => {
			const listening = restarted.listen(0, '127.0.0.1', () => resolve(listening))
		})
		try {
			const address = server.address()
			const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
			const answer = await postGraph(url, graphqlPath('PhoenixBookFeatureFlags'), { ...flagsBody(document, false), variables: { names: ['bau-rlm'] } })
			expect(answer.body).toEqual({ data: { featureFlags: [{ name: 'bau-rlm', enabled: false }] } })
		} finally {
			await new Promise((resolve) => server.close(resolve))
		}
	})

	it('refuse a document that does not match its hash, and keep nothing', async () => {
		const body = { ...flagsBody(FLAGS, true), query: `${FLAGS} # tampered` }
		const answer = await postGraph(sandbox.url, graphqlPath('PhoenixBookFeatureFlags'), body)
		expect(answer.status).toBe(400)
		expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
		const stored = await sandbox.database.db
			.select()
			.from(persistedOperations)
			.where(eq(persistedOperations.sha256Hash, sha256(FLAGS)))
		expect(stored).toEqual([])
	})

	it('refuse an operation name in the path that differs from the body', async () => {
		const answer = await postGraph(sandbox.url, graphqlPath('PropertyBarQuery'), flagsBody(FLAGS, true))
		expect(answer.status).toBe(400)
		expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
	})

	it('refuse documents that are not valid against the schema, and keep them not', async () => {
		const invalid = 'query PhoenixBookFeatureFlags { featureFlags(names: ["x"]) { name colour } }'
		const answer = await graph(sandbox.url, invalid)
		expect(answer.status).toBe(400)
		expect(answer.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
		const again = await postGraph(sandbox.url, graphqlPath('PhoenixBookFeatureFlags'), {
			operationName: 'PhoenixBookFeatureFlags',
			extensions: { persistedQuery: { version: 1, sha256Hash: sha256(invalid) } },
		})
		expect(again.body.errors?.[0]?.extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND')
	})

	it('refuse missing variables and bodies that are not GraphQL requests', async () => {
		const missing = await graph(sandbox.url, FLAGS, {})
		expect(missing.status).toBe(400)
		expect(missing.body.errors?.[0]?.extensions.code).toBe('BAD_REQUEST')
		const notGraph = await postGraph(sandbox.url, graphqlPath('PhoenixBookFeatureFlags'), { operationName: 'PhoenixBookFeatureFlags' })
		expect(notGraph.status).toBe(400)
		const badHash = await postGraph(sandbox.url, graphqlPath('PhoenixBookFeatureFlags'), {
			operationName: 'PhoenixBookFeatureFlags',
			extensions: { persistedQuery: { version: 1, sha256Hash: 'not-a-hash' } },
		})
		expect(badHash.status).toBe(400)
	})

	it('answer with no-store', async () => {
		const response = await fetch(`${sandbox.url}${graphqlPath('PhoenixBookFeatureFlags')}`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify(flagsBody(FLAGS, true)),
		})
		expect(response.headers.get('cache-control')).toBe('no-store')
	})
})
