import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type SandboxDb = PgDatabase<PgQueryResultHKT, typeof schema>
export type Database = { db: SandboxDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> }

/**
 * Embedded PostgreSQL (PGlite) in `dataDir` by default; a PostgreSQL server when
 * `databaseUrl` is set. The same drizzle queries and SQL migrations run on both.
 */
export async function openDatabase({ dataDir, databaseUrl }: { dataDir: string; databaseUrl?: string }): Promise<Database> {
	if (databaseUrl) {
		const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
		await pool.query('select 1')
		return { db: drizzlePg(pool, { schema }) as unknown as SandboxDb, kind: 'postgres', close: () => pool.end() }
	}
	// ':memory:' keeps nothing, for tests that want a throwaway database.
	if (dataDir !== ':memory:') mkdirSync(dataDir, { recursive: true })
	const client = dataDir === ':memory:' ? new PGlite() : new PGlite(dataDir)
	await client.waitReady
	return { db: drizzlePglite(client, { schema }) as unknown as SandboxDb, kind: 'pglite', close: () => client.close() }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Pick<SandboxDb, 'execute'>, query: SQL): Promise<Row[]> {
	const result = (await db.execute(query)) as unknown as { rows: Row[] }
	return result.rows
}
