import { EXIT_BAD_CONFIG, parseSandboxConfig } from './config.ts'
import { startSandbox } from './start.ts'
import { EXIT_PORT_IN_USE, portInUseMessage } from './port-in-use.ts'

// The sandbox upstream as its own process: the app's `npm start` forks it (server/sandbox-supervisor.ts),
// and `npm start --workspace @meridian/sandbox` (after its build) runs it alone.
let config
try {
	config = parseSandboxConfig(process.env)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(EXIT_BAD_CONFIG) // the supervisor does not retry this one
}

const sandbox = await startSandbox(config).catch((error: NodeJS.ErrnoException & { port?: number }) => {
	if (error.code !== 'EADDRINUSE') throw error
	// The payment service's port (PAYMENT_PORT) may be the one taken.
	console.error(
		error.port === config.PAYMENT_PORT
			? `payment service port ${config.PAYMENT_PORT} is already in use: set PAYMENT_PORT to a free port`
			: portInUseMessage(config.SANDBOX_PORT),
	)
	process.exit(EXIT_PORT_IN_USE) // the supervisor does not retry this one
})
const where = sandbox.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.SANDBOX_DATA_DIR
console.log(
	`sandbox upstream listening on ${sandbox.url}, payment service on ${sandbox.paymentUrl} (database: ${where}; ready in ${Math.round(sandbox.startMs)} ms)`,
)
process.send?.({ type: 'ready' })

let stopping = false
const stop = async () => {
	if (stopping) return
	stopping = true
	await sandbox.close()
	process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
process.on('disconnect', stop) // the app that started us is gone
