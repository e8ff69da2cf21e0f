import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from './db/connection.ts'
import { migrate } from './db/migrate.ts'
import { seed } from './db/seed/index.ts'

// vitest's globalSetup: one migrated and seeded database per run, which every test file
// copies (testing.ts here, tests/integration/server-process.ts). A new PGlite
// costs ~2 s of initdb and ~0.5 s of seed; a copy opens in ~0.3 s. Built afresh on every
// run, so a changed migration or seed is never served stale. SANDBOX_TEMPLATE=off skips
// it (the quick unit run starts no sandbox); files then create their own as before.
// SANDBOX_TEMPLATE_DIR names one the test command made for the whole run (vitest's
// projects, the PostgreSQL phase and Playwright's servers each seeded their own before):
// used as it is when it is there, seeded there once when it is not, and left to its owner.

export type SandboxTemplate = {
	/** A PGlite data directory, closed: copy it, never open it in place. */
	dataDir: string
	/** A database on TEST_DATABASE_URL's server to `create database … template` from. */
	postgresDatabase?: string
}

declare module 'vitest' {
	export interface ProvidedContext {
		sandboxTemplate: SandboxTemplate | null
	}
}

export default async function setup(project: TestProject) {
	if (process.env.SANDBOX_TEMPLATE === 'off') {
		project.provide('sandboxTemplate', null)
		return
	}
	const shared = process.env.SANDBOX_TEMPLATE_DIR
	const dataDir = shared ?? mkdtempSync(join(tmpdir(), 'sandbox-template-'))
	if (!shared) await seedInto({ dataDir })
	else if (!existsSync(shared) || readdirSync(shared).length === 0) await seedShared(shared)
	const adminUrl = process.env.TEST_DATABASE_URL
	const postgresDatabase = adminUrl ? `sandbox_template_${process.pid}` : undefined
	if (adminUrl && postgresDatabase) {
		await admin(adminUrl, `drop database if exists ${postgresDatabase}`, `create database ${postgresDatabase}`)
		await seedInto({ dataDir: '', databaseUrl: databaseUrlOf(adminUrl, postgresDatabase) })
	}
	project.provide('sandboxTemplate', { dataDir, postgresDatabase })
	return async () => {
		if (!shared) rmSync(dataDir, { recursive: true, force: true })
		if (adminUrl && postgresDatabase) await admin(adminUrl, `drop database if exists ${postgresDatabase}`)
	}
}

async function seedInto(where: { dataDir: string; databaseUrl?: string }) {
	const database = await openDatabase(where)
	try {
		await migrate(database.db)
		await seed(database.db)
	} finally {
		await database.close()
	}
}

/** Seeds beside the shared folder and moves it in whole: a project starting at the same moment never copies half a database. */
async function seedShared(shared: string) {
	const seeding = mkdtempSync(`${shared}-seeding-`)
	await seedInto({ dataDir: seeding })
	try {
		renameSync(seeding, shared)
	} catch {
		// Another project's seeding got there first (a folder is renamed only onto an empty one): theirs is the same database.
		rmSync(seeding, { recursive: true, force: true })
	}
}

/** Runs statements on the server's admin database (create/drop database cannot run in a transaction). */
export async function admin(adminUrl: string, ...statements: string[]) {
	const client = new pg.Client({ connectionString: adminUrl })
	await client.connect()
	try {
		for (const statement of statements) await client.query(statement)
	} finally {
		await client.end()
	}
}

export function databaseUrlOf(adminUrl: string, name: string): string {
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return url.toString()
}
