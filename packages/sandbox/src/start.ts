import type { Server } from 'node:http'
import type { Express } from 'express'
import { createSandboxApp } from './app.ts'
import { createPaymentApp } from './payment/app.ts'
import type { SandboxConfig } from './config.ts'
import { openDatabase, type Database } from './db/connection.ts'
import { migrate } from './db/migrate.ts'
import { refreshDemoDates } from './db/seed/catalogue.ts'
import { seed } from './db/seed/index.ts'
import { refreshPromotionDates } from './db/seed/profiles.ts'

export type RunningSandbox = { url: string; paymentUrl: string; server: Server; database: Database; startMs: number; close: () => Promise<void> }

/** Opens the database, brings it up to date, seeds it once, and serves the contract, and the payment service on a port of its own. */
export async function startSandbox(config: SandboxConfig, now: () => Date = () => new Date()): Promise<RunningSandbox> {
	const started = performance.now()
	const database = await openDatabase({ dataDir: config.SANDBOX_DATA_DIR, databaseUrl: config.DATABASE_URL })
	await migrate(database.db)
	await seed(database.db)
	// The demo stays (arriving today, upcoming) stay true to their names on any later start.
	await refreshDemoDates(database.db, now())
	await refreshPromotionDates(database.db, now())
	const deps = { db: database.db, config, now }
	const server = await listen(createSandboxApp(deps), config.SANDBOX_PORT, config.SANDBOX_HOST)
	const payment = await listen(createPaymentApp(deps), config.PAYMENT_PORT, config.SANDBOX_HOST).catch(async (error: unknown) => {
		await new Promise<void>((resolve) => server.close(() => resolve()))
		throw error
	})
	return {
		url: `http://${config.SANDBOX_HOST}:${portOf(server)}`,
		paymentUrl: `http://${config.SANDBOX_HOST}:${portOf(payment)}`,
		server,
		database,
		startMs: performance.now() - started,
		close: async () => {
			await Promise.all([server, payment].map((running) => new Promise<void>((resolve) => running.close(() => resolve()))))
			await database.close()
		},
	}
}

function listen(app: Express, port: number, host: string) {
	return new Promise<Server>((resolve, reject) => {
		const listening = app.listen(port, host, () => resolve(listening))
		listening.once('error', reject)
	})
}

function portOf(server: Server) {
	const address = server.address()
	return typeof address === 'object' && address ? address.port : 0
}
