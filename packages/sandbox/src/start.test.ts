import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { parseSandboxConfig } from './config.ts'
import { queryRows } from './db/connection.ts'
import { customers } from './db/schema/index.ts'
import { startSandbox } from './start.ts'
import { freshPostgresDatabase } from './testing.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the sandbox database', () => {
	it('keeps its data across a restart, and seeds and migrates only once', async () => {
		const config = {
			...parseSandboxConfig({}),
			SANDBOX_PORT: 0,
			PAYMENT_PORT: 0,
			SANDBOX_DATA_DIR: dataDir,
			DATABASE_URL: await freshPostgresDatabase(),
		}
		const first = await startSandbox(config)
		await first.database.db.update(customers).set({ pointBalance: 123_456 }).where(eq(customers.id, 'CUST-GOLD'))
		const membersBefore = await first.database.db.select().from(customers)
		await first.close()

		const second = await startSandbox(config)
		try {
			const [gold] = await second.database.db.select().from(customers).where(eq(customers.id, 'CUST-GOLD'))
			expect(gold?.pointBalance).toBe(123_456)
			expect(await second.database.db.select().from(customers)).toHaveLength(membersBefore.length)
			const migrations = await queryRows<{ count: string }>(second.database.db, sql`select count(*) from sandbox_migrations`)
			const distinct = await queryRows<{ count: string }>(second.database.db, sql`select count(distinct id) from sandbox_migrations`)
			expect(migrations[0]?.count).toBe(distinct[0]?.count)
			const health = await fetch(`${second.url}/healthz`)
			expect(health.status).toBe(200)
		} finally {
			await second.close()
		}
	})
})
