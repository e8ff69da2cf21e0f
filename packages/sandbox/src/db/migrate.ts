import { sql } from 'drizzle-orm'
import { queryRows, type SandboxDb } from './connection.ts'
import { MIGRATIONS } from './migrations/index.ts'

/** Applies, in order and each in its own transaction, the migrations not yet applied. */
export async function migrate(db: SandboxDb): Promise<string[]> {
	await db.execute(sql`create table if not exists sandbox_migrations (
		id text primary key,
		applied_at timestamptz not null default now()
	)`)
	const done = await queryRows<{ id: string }>(db, sql`select id from sandbox_migrations`)
	const applied = new Set(done.map((row) => row.id))
	const ran: string[] = []
	for (const migration of MIGRATIONS) {
		if (applied.has(migration.id)) continue
		await db.transaction(async (tx) => {
			for (const statement of statementsOf(migration.sql)) await tx.execute(sql.raw(statement))
			await tx.execute(sql`insert into sandbox_migrations (id) values (${migration.id})`)
		})
		ran.push(migration.id)
	}
	return ran
}

/**
 * A migration's statements, one by one: PGlite runs one statement per query. Each
 * statement ends with `;` at the end of a line (no procedural bodies in our migrations).
 */
export function statementsOf(source: string): string[] {
	return source
		.split(/;\s*$/m)
		.map((statement) => statement.trim())
		.filter(Boolean)
}
