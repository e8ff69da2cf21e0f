import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inject } from 'vitest'
import { parseSandboxConfig, type SandboxConfig } from './config.ts'
import { startSandbox, type RunningSandbox } from './start.ts'
import { admin, databaseUrlOf } from './test-template.ts'

/**
 * A sandbox for one test file: its own database (a copy of the run's seeded PGlite
 * template, or a new database on the PostgreSQL server at TEST_DATABASE_URL), on a free
 * port. startSandbox still migrates, seeds (a no-op on a copy) and moves the demo
 * dates to `now`, as on any restart.
 */
export async function startTestSandbox(overrides: Partial<SandboxConfig> = {}, now?: () => Date): Promise<RunningSandbox & { config: SandboxConfig }> {
	const databaseUrl = overrides.DATABASE_URL ?? (await freshPostgresDatabase())
	const dataDir = overrides.SANDBOX_DATA_DIR ?? (databaseUrl ? ':memory:' : copyOfTemplate())
	const config = { ...parseSandboxConfig({}), SANDBOX_PORT: 0, PAYMENT_PORT: 0, ...overrides, SANDBOX_DATA_DIR: dataDir, DATABASE_URL: databaseUrl }
	const sandbox = await startSandbox(config, now)
	const close = async () => {
		await sandbox.close()
		if (dataDir !== overrides.SANDBOX_DATA_DIR && dataDir !== ':memory:') rmSync(dataDir, { recursive: true, force: true })
	}
	return { ...sandbox, close, config }
}

/**
 * A new data directory for a sandbox or a server: a copy of the run's seeded template,
 * or empty (the sandbox creates and seeds it) when the run made none. Its owner deletes it.
 */
export function copyOfTemplate(): string {
	const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-'))
	const template = inject('sandboxTemplate')
	if (template) cpSync(template.dataDir, dataDir, { recursive: true })
	return dataDir
}

export async function freshPostgresDatabase(): Promise<string | undefined> {
	const adminUrl = process.env.TEST_DATABASE_URL
	if (!adminUrl) return undefined
	const name = `sandbox_test_${randomUUID().replaceAll('-', '')}`
	const template = inject('sandboxTemplate')?.postgresDatabase
	await admin(adminUrl, template ? `create database ${name} template ${template}` : `create database ${name}`)
	return databaseUrlOf(adminUrl, name)
}
