import type { Server } from 'node:http'
import { logger } from '#app/services/logger.server.ts'

type Options = { timeoutMs: number; onClosed?: () => Promise<void> | void }

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish
 * (keep-alive connections close once idle), then exit; force the exit at the deadline.
 */
export function closeGracefully(server: Server, { timeoutMs, onClosed }: Options) {
	let stopping = false
	const stop = (signal: NodeJS.Signals) => {
		if (stopping) return
		stopping = true
		logger.info(`${signal} received; finishing in-flight requests`, { timeoutMs })
		const deadline = setTimeout(() => {
			logger.warn('shutdown deadline reached; closing remaining connections')
			server.closeAllConnections()
			process.exit(1)
		}, timeoutMs)
		deadline.unref()
		server.close(async () => {
			await onClosed?.()
			logger.info('server stopped')
			process.exit(0)
		})
		// A keep-alive connection turns idle once its last response is sent; close it then.
		server.closeIdleConnections()
		setInterval(() => server.closeIdleConnections(), 200).unref()
	}
	process.on('SIGTERM', stop)
	process.on('SIGINT', stop)
}
