import { connect } from 'node:net'

/**
 * Sends bytes as they are (a request line no HTTP client would write) and resolves
 * with the status of the answer, or 0 when the connection closed without one.
 */
export function rawRequest(baseUrl: string, head: string): Promise<{ status: number; text: string }> {
	const { hostname, port } = new URL(baseUrl)
	return new Promise((resolve, reject) => {
		const socket = connect(Number(port), hostname)
		let text = ''
		socket.setEncoding('latin1')
		socket.on('data', (chunk) => (text += chunk))
		socket.on('error', reject)
		socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }))
		socket.setTimeout(10_000, () => socket.destroy())
		socket.write(head.endsWith('\r\n\r\n') ? head : `${head}\r\nConnection: close\r\n\r\n`)
	})
}
