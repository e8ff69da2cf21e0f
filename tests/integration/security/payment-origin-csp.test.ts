import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exitOf, startServer } from '../server-process.ts'

// The payment service's origin (PAYMENT_SERVICE_ORIGIN) is the one origin besides ours the
// guest-details form may be sent on to, and the one the payment step may frame (decision 010).
const PAYMENT = 'https://pay.example.test'

// Its own server: the only one with a PAYMENT_SERVICE_ORIGIN of its own.
let server: Awaited<ReturnType<typeof startServer>>
beforeAll(async () => {
	server = await startServer({ PAYMENT_SERVICE_ORIGIN: `${PAYMENT}/ignored/path` })
})
afterAll(async () => {
	server.child.kill('SIGTERM')
	await exitOf(server.child)
})

describe('the content security policy', () => {
	it('names exactly the payment service’s origin in form-action and frame-src', async () => {
		const policy = (await fetch(`${server.baseUrl}/`)).headers.get('Content-Security-Policy') ?? ''
		const directive = (name: string) =>
			policy
				.split(';')
				.map((part) => part.trim())
				.find((part) => part.startsWith(`${name} `)) ?? ''
		expect(directive('frame-src')).toBe(`frame-src 'self' ${PAYMENT}`)
		expect(directive('form-action').split(' ')).toContain(PAYMENT)
		expect(directive('form-action')).not.toContain('/ignored/path')
		expect(directive('default-src')).toBe("default-src 'self'")
	})
})
