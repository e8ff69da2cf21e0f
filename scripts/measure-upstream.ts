// Measures the sandbox upstream: its start time (new and existing data directory) and
// the latency of the hotel-header query through the app's own client on loopback.
// Run: npx tsx scripts/measure-upstream.ts [calls=1000]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseSandboxConfig } from '@meridian/sandbox/config.ts'
import { startSandbox } from '@meridian/sandbox/start.ts'

const calls = Number(process.argv[2] ?? 1000)
const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-measure-'))
// With DATABASE_URL (e.g. under scripts/with-postgres.sh, as TEST_DATABASE_URL) it measures a PostgreSQL server.
const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const config = { ...parseSandboxConfig({ DATABASE_URL: databaseUrl }), SANDBOX_PORT: 0, PAYMENT_PORT: 0, SANDBOX_DATA_DIR: dataDir }

const fresh = await startSandbox(config)
await fresh.close()
const sandbox = await startSandbox(config)
console.log(`sandbox start: new data directory ${Math.round(fresh.startMs)} ms, existing ${Math.round(sandbox.startMs)} ms`)

process.env.UPSTREAM_URL = sandbox.url
process.env.LOG_LEVEL = 'warn'
const { fetchHotelHeaderData } = await import('#app/services/upstream/operations/property.server.ts')
const ctx = { locale: 'en-US' as const, requestId: 'measure' }

await fetchHotelHeaderData('NYCMC', ctx) // registers the persisted document
const samples: number[] = []
for (let i = 0; i < calls; i++) {
	const started = performance.now()
	await fetchHotelHeaderData('NYCMC', ctx)
	samples.push(performance.now() - started)
}
samples.sort((a, b) => a - b)
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!.toFixed(2)
console.log(`PhoenixBookDTTHotelHeaderData x${calls}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`)

await sandbox.close()
rmSync(dataDir, { recursive: true, force: true })
