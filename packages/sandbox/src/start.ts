import type { Server } from 'node:http'
import { createSandboxApp } from './app.ts'
import type { SandboxConfig } from './config.ts'
import { openDatabase, type Database } from './db/connection.ts'
import { migrate } from './db/migrate.ts'
import { refreshDemoDates } from './db/seed/catalogue.ts'
import { seed } from './db/seed/index.ts'
import { refreshPromotionDates } from './db/seed/profiles.ts'

export type RunningSandbox = { url: string; server: Server; database: Database; startMs: number; close: () => Promise<void> }

/** Opens the database, brings it up to date, seeds it once, and serves the contract. */
export async function startSandbox(config: SandboxConfig, now: () => Date = () => new Date()): Promise<RunningSandbox> {
	const started = performance.now()
	const database = await openDatabase({ dataDir: config.SANDBOX_DATA_DIR, databaseUrl: config.DATABASE_URL })
	await migrate(database.db)
	await seed(database.db)
	// The demo stays (arriving today, upcoming) stay true to their names on any later start.
	await refreshDemoDates(database.db, now())
	await refreshPromotionDates(database.db, now())
	const app = createSandboxApp({ db: database.db, config, now })
	const server = await new Promise<Server>((resolve, reject) => {
		const listening = app.listen(config.SANDBOX_PORT, config.SANDBOX_HOST, () => resolve(listening))
		listening.once('error', reject)
	})
	const address = server.address()
	const port = typeof address === 'object' && address ? address.port : config.SANDBOX_PORT
	return {
		url: `http://${config.SANDBOX_HOST}:${port}`,
		server,
		database,
		startMs: performance.now() - started,
		close: async () => {
			await new Promise<void>((resolve) => server.close(() => resolve()))
			await database.close()
		},
	}
}
