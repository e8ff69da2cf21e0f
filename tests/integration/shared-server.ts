import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { logEntries } from './server-process.ts'
import type { SharedConfiguration, SharedServerInfo } from './shared-servers.ts'

type LogEntry = ReturnType<typeof logEntries>[number]

export type SharedServer = {
	baseUrl: string
	/** The origin of the server's payment service (its own port). */
	paymentOrigin: string
	/** The port of the server's own sandbox, shared with every file on this server. */
	sandboxPort: number
	/** Its address, to read the outbox or start platform sessions. */
	sandboxUrl: string
	/** The server's whole output so far (complete lines): every test file's requests on it, not only this one's. */
	output: () => string
	/** Whether the server's primary process is still running. */
	running: () => boolean
	/**
	 * The log entries of this file's requests, once each answered request has its access
	 * line (written as its answer is sent, so maybe just after the client read it).
	 */
	ownEntries: () => Promise<LogEntry[]>
}

async function ask<T>(path: string): Promise<T> {
	const answer = await fetch(`${inject('sharedServers')}${path}`)
	const body = await answer.json()
	if (!answer.ok) throw new Error(`shared servers: ${body.error}`)
	return body as T
}

/**
 * The run's server for `configuration` (tests/integration/shared-servers.ts), started by
 * the first file to ask. This file's requests then come from an address of its own
 * (X-Forwarded-For, which the `app` server trusts), so per-address limits (sign-in,
 * lookups, joining) count this file's attempts only; and carry request ids of its own
 * (x-request-id, which the server keeps), so it finds its lines in the shared log. A
 * request that names either header keeps its own.
 */
export async function sharedServer(configuration: SharedConfiguration): Promise<SharedServer> {
	const { baseUrl, logFile, pid, paymentOrigin, sandboxPort } = await ask<SharedServerInfo>(`/servers/${configuration}`)
	const { address } = await ask<{ address: string }>('/address')
	const answered = speakFrom(address)
	const output = () => {
		const text = readFileSync(logFile, 'utf8')
		return text.slice(0, text.lastIndexOf('\n') + 1)
	}
	const running = () => {
		try {
			process.kill(pid, 0)
			return true
		} catch {
			return false
		}
	}
	const ownEntries = async () => {
		const deadline = Date.now() + 10_000
		for (;;) {
			// Only this file's lines are parsed: the shared log holds thousands of others'.
			const mine = output()
				.split('\n')
				.filter((line) => line.includes(`"rid":"${address}-`))
			const own = logEntries(mine.join('\n')).filter((entry) => answered.has(String(entry.rid)))
			const logged = new Set(own.filter((entry) => typeof entry.status === 'number' && typeof entry.ms === 'number').map((entry) => String(entry.rid)))
			if ([...answered].every((id) => logged.has(id)) || Date.now() > deadline) return own
			await new Promise((resolve) => setTimeout(resolve, 50))
		}
	}
	return { baseUrl, paymentOrigin, sandboxPort, sandboxUrl: `http://127.0.0.1:${sandboxPort}`, output, running, ownEntries }
}

/**
 * Another client address of the run's own (one the server has never seen): for a test
 * that spends a per-address budget (sign-in failures, lookups) more than its file may.
 */
export async function anotherAddress(): Promise<string> {
	return (await ask<{ address: string }>('/address')).address
}

/** Every fetch of this test file (each has a process of its own) comes from `address`, with ids `<address>-<n>`; returns the ids answered. */
function speakFrom(address: string): Set<string> {
	const original = globalThis.fetch
	const answered = new Set<string>()
	let sent = 0
	globalThis.fetch = async (input, init) => {
		const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
		if (!headers.has('X-Forwarded-For')) headers.set('X-Forwarded-For', address)
		if (!headers.has('x-request-id')) headers.set('x-request-id', `${address}-${++sent}`)
		const response = await original(input, { ...init, headers })
		const id = response.headers.get('x-request-id')
		if (id) answered.add(id)
		return response
	}
	return answered
}
