import { describe, expect, it } from 'vitest'
import { startServer } from '../server-process.ts'

// Issue 28 item 10: the sandbox started on any address it was given (showing its outbox,
// encryption service and session reads to the network), and production started without
// SESSION_SECRET. Each now stops the start at once, with one message naming the variable.
async function refusedStart(env: Record<string, string>) {
	const started = Date.now()
	const failure = await startServer(env).then(
		({ child }) => {
			child.kill('SIGKILL')
			return 'started'
		},
		(error: Error) => error.message,
	)
	return { failure, ms: Date.now() - started }
}

// Servers of their own: each starts (or refuses to) with a configuration of its own. The
// session secret's two need no platform: an upstream where nothing listens spares them a
// sandbox each (its start is most of a server's).
const NO_UPSTREAM = 'http://127.0.0.1:9'

describe('unsafe configurations', () => {
	it('the sandbox refuses a non-loopback address, once, without restarting', async () => {
		const { failure, ms } = await refusedStart({ SANDBOX_HOST: '0.0.0.0' })
		expect(failure).toMatch(/server exited early/)
		const lines = failure.split('\n').filter((line) => line.includes('0.0.0.0 is not a loopback address'))
		expect(lines).toHaveLength(1)
		expect(lines[0]).toMatch(/SANDBOX_HOST/)
		expect(failure).toMatch(/SANDBOX_ALLOW_REMOTE=true/)
		expect(failure).not.toMatch(/restarting/)
		expect(ms).toBeLessThan(15_000)
	})

	it('the sandbox listens off loopback only when SANDBOX_ALLOW_REMOTE=true says so', async () => {
		const { child, baseUrl } = await startServer({ SANDBOX_HOST: '0.0.0.0', SANDBOX_ALLOW_REMOTE: 'true' })
		try {
			expect((await fetch(`${baseUrl}/readyz`)).status).toBe(200)
		} finally {
			child.kill('SIGKILL')
		}
	})

	it('production on a public origin refuses to start without SESSION_SECRET', async () => {
		const { failure } = await refusedStart({ PUBLIC_ORIGIN: 'https://www.meridian.example', UPSTREAM_URL: NO_UPSTREAM })
		expect(failure).toMatch(/server exited early/)
		expect(failure).toMatch(/SESSION_SECRET: required in production/)
	})

	it('production on a public origin starts with SESSION_SECRET set', async () => {
		const { child, baseUrl } = await startServer({
			PUBLIC_ORIGIN: 'https://www.meridian.example',
			SESSION_SECRET: 'a-production-secret-of-32-characters!!',
			UPSTREAM_URL: NO_UPSTREAM,
		})
		try {
			expect((await fetch(`${baseUrl}/healthz`)).status).toBe(200)
		} finally {
			child.kill('SIGKILL')
		}
	})
})
