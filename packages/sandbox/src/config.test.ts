import { describe, expect, it } from 'vitest'
import { parseSandboxConfig } from './config.ts'

describe('the sandbox configuration (issue 28 item 10)', () => {
	it('listens on loopback by default and on any loopback address asked for', () => {
		expect(parseSandboxConfig({}).SANDBOX_HOST).toBe('127.0.0.1')
		expect(parseSandboxConfig({ SANDBOX_HOST: '::1' }).SANDBOX_HOST).toBe('::1')
		expect(parseSandboxConfig({ SANDBOX_HOST: 'localhost' }).SANDBOX_HOST).toBe('localhost')
	})

	it('refuses any other address, naming both variables, unless SANDBOX_ALLOW_REMOTE=true', () => {
		for (const host of ['0.0.0.0', '::', '10.1.2.3', 'sandbox.example.com']) {
			expect(() => parseSandboxConfig({ SANDBOX_HOST: host }), host).toThrow(/SANDBOX_HOST: .*not a loopback address.*SANDBOX_ALLOW_REMOTE=true/)
			expect(parseSandboxConfig({ SANDBOX_HOST: host, SANDBOX_ALLOW_REMOTE: 'true' }).SANDBOX_HOST).toBe(host)
		}
		expect(() => parseSandboxConfig({ SANDBOX_HOST: '0.0.0.0', SANDBOX_ALLOW_REMOTE: 'yes' })).toThrow(/SANDBOX_ALLOW_REMOTE/)
	})
})
