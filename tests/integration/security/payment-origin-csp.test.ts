import { beforeAll, describe, expect, it } from 'vitest'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { SHARED_CONFIGURATIONS } from '../shared-servers.ts'

// The payment service's origin (PAYMENT_SERVICE_ORIGIN) is the one origin besides ours the
// guest-details form may be sent on to, and the one the payment step may frame (decision 010).
const PAYMENT = new URL(SHARED_CONFIGURATIONS.limits.PAYMENT_SERVICE_ORIGIN).origin

// The shared server with a PAYMENT_SERVICE_ORIGIN of its own (a path the policy must drop).
let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('limits')
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
