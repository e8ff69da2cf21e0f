import { fork, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { EXIT_BAD_CONFIG } from '@meridian/sandbox/config.ts'
import { EXIT_PORT_IN_USE, portAnswers, portInUseMessage } from '@meridian/sandbox/port-in-use.ts'
import { getEnv } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'

// A sandbox that does not stop on SIGTERM within this (stalled, stopped) is killed.
const STOP_GRACE_MS = 3_000

// The built server (server-build/index.js) runs the built sandbox (`npm run build` builds
// both); in development (tsx, this file as TypeScript) the sandbox runs from source too.
function sandboxEntry(): { file: string; execArgv: string[] } {
	if (import.meta.url.endsWith('.ts')) return { file: fileURLToPath(import.meta.resolve('@meridian/sandbox/main.ts')), execArgv: ['--import', 'tsx'] }
	return { file: fileURLToPath(import.meta.resolve('@meridian/sandbox/dist/main.js')), execArgv: [] }
}

/**
 * Runs the sandbox upstream as a child process on loopback, restarts it when it dies
 * (with a growing pause, so a crash loop does not spin), and stops it with the app —
 * killing it when it does not stop, and on any exit of this process.
 */
export function superviseSandbox({ port, onFatal }: { port: number; onFatal: (reason: string) => void }) {
	const { file, execArgv } = sandboxEntry()
	let child: ChildProcess | undefined
	let stopping = false
	let restarts = 0

	const start = () => {
		if (stopping) return
		child = fork(file, [], { execArgv, env: { ...process.env, SANDBOX_PORT: String(port), PAYMENT_PORT: String(getEnv().PAYMENT_PORT) }, stdio: 'inherit' })
		logger.info('sandbox upstream started', { sandboxPid: child.pid, port })
		child.on('message', (message) => {
			if ((message as { type?: string }).type === 'ready') restarts = 0
		})
		child.on('exit', (code, signal) => {
			if (stopping) return
			if (code === EXIT_PORT_IN_USE) {
				logger.error(portInUseMessage(port), { port })
				return onFatal('sandbox port in use')
			}
			// Its own line on stderr named the setting; the same settings would be refused again.
			if (code === EXIT_BAD_CONFIG) return onFatal('sandbox configuration refused')
			const pauseMs = Math.min(250 * 2 ** restarts, 10_000)
			restarts += 1
			logger.warn('sandbox upstream exited; restarting', { code, signal, pauseMs })
			setTimeout(start, pauseMs).unref()
		})
	}
	start()
	// process.exit (a forced shutdown, a fatal error) runs no more async code: kill it now.
	process.on('exit', () => {
		if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
	})

	return {
		get pid() {
			return child?.pid
		},
		stop: () =>
			new Promise<void>((resolve) => {
				stopping = true
				const running = child
				if (!running || running.exitCode !== null || running.signalCode !== null) return resolve()
				const kill = setTimeout(() => {
					logger.warn('sandbox upstream did not stop; killing it', { sandboxPid: running.pid, graceMs: STOP_GRACE_MS })
					running.kill('SIGKILL')
				}, STOP_GRACE_MS)
				running.once('exit', () => {
					clearTimeout(kill)
					resolve()
				})
				running.kill('SIGTERM')
			}),
	}
}

/**
 * The sandbox, unless something holds its port already (a sandbox left by an earlier
 * start, still on the same data directory): then one line says so and the app exits
 * rather than restart a sandbox that can never bind.
 */
export async function startSandboxOrExit(port: number, onFatal: (reason: string) => void) {
	if (await portAnswers(process.env.SANDBOX_HOST || '127.0.0.1', port)) {
		logger.error(portInUseMessage(port), { port })
		process.exit(EXIT_PORT_IN_USE)
	}
	return superviseSandbox({ port, onFatal })
}
