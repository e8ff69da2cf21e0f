import { fork, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { logger } from '#app/services/logger.server.ts'

// In the built server this file is bundled into server-build/index.js, beside
// server-build/sandbox.js; in development it runs from source with tsx.
function sandboxEntry(): { file: string; execArgv: string[] } {
	const built = fileURLToPath(new URL('./sandbox.js', import.meta.url))
	if (existsSync(built)) return { file: built, execArgv: [] }
	return { file: fileURLToPath(new URL('./main.ts', import.meta.url)), execArgv: ['--import', 'tsx'] }
}

/**
 * Runs the sandbox upstream as a child process on loopback, restarts it when it dies
 * (with a growing pause, so a crash loop does not spin), and stops it with the app.
 */
export function superviseSandbox({ port }: { port: number }) {
	const { file, execArgv } = sandboxEntry()
	let child: ChildProcess | undefined
	let stopping = false
	let restarts = 0

	const start = () => {
		child = fork(file, [], { execArgv, env: { ...process.env, SANDBOX_PORT: String(port) }, stdio: 'inherit' })
		child.on('message', (message) => {
			if ((message as { type?: string }).type === 'ready') restarts = 0
		})
		child.on('exit', (code, signal) => {
			if (stopping) return
			const pauseMs = Math.min(250 * 2 ** restarts, 10_000)
			restarts += 1
			logger.warn('sandbox upstream exited; restarting', { code, signal, pauseMs })
			setTimeout(start, pauseMs).unref()
		})
	}
	start()

	return {
		get pid() {
			return child?.pid
		},
		stop: () =>
			new Promise<void>((resolve) => {
				stopping = true
				if (!child || child.exitCode !== null) return resolve()
				child.once('exit', () => resolve())
				child.kill('SIGTERM')
			}),
	}
}
