import { connect } from 'node:net'

/** The sandbox's exit code when its port is taken: restarting cannot help. */
export const EXIT_PORT_IN_USE = 98

export function portInUseMessage(port: number) {
	return `sandbox upstream port ${port} is already in use, most likely by a sandbox left running by an earlier start: stop that process (\`fuser -k ${port}/tcp\`), or set SANDBOX_PORT to a free port, or UPSTREAM_URL to a platform`
}

/** Whether something already accepts connections on this port (a sandbox left running, another program). */
export function portAnswers(host: string, port: number, timeoutMs = 1_000): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = connect({ host, port, timeout: timeoutMs })
		const done = (answers: boolean) => {
			socket.destroy()
			resolve(answers)
		}
		socket.once('connect', () => done(true))
		socket.once('timeout', () => done(true)) // on loopback only a listener that does not accept is this slow
		socket.once('error', () => done(false))
	})
}
