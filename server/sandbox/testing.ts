import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { parseSandboxConfig, type SandboxConfig } from './config.ts'
import { startSandbox, type RunningSandbox } from './start.ts'

/**
 * A sandbox for one test file: a fresh database (in-memory PGlite, or a new database on
 * the PostgreSQL server at TEST_DATABASE_URL), migrated and seeded, on a free port.
 */
export async function startTestSandbox(
	overrides: Partial<SandboxConfig> = {},
	now?: () => Date,
): Promise<RunningSandbox & { config: SandboxConfig }> {
	const databaseUrl = overrides.DATABASE_URL ?? (await freshPostgresDatabase())
	const config = { ...parseSandboxConfig({}), SANDBOX_PORT: 0, SANDBOX_DATA_DIR: ':memory:', ...overrides, DATABASE_URL: databaseUrl }
	const sandbox = await startSandbox(config, now)
	return { ...sandbox, config }
}

export async function freshPostgresDatabase(): Promise<string | undefined> {
	const adminUrl = process.env.TEST_DATABASE_URL
	if (!adminUrl) return undefined
	const name = `sandbox_test_${randomUUID().replaceAll('-', '')}`
	const admin = new pg.Client({ connectionString: adminUrl })
	await admin.connect()
	await admin.query(`create database ${name}`)
	await admin.end()
	const url = new URL(adminUrl)
	url.pathname = `/${name}`
	return url.toString()
}
