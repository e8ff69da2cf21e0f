import { describe, expect, it } from 'vitest'
import { parseEnv, upstreamUrl } from './env.server.ts'

describe('parseEnv', () => {
	it('has safe defaults', () => {
		const env = parseEnv({})
		expect(env.PORT).toBe(3000)
		expect(env.NODE_ENV).toBe('production')
		expect(env.SECURE_COOKIES).toBe(true)
		expect(upstreamUrl(env)).toBe('http://127.0.0.1:3100')
		// Spec 001 §7: feature flags are polled every 300000 ms.
		expect(env.FEATURE_FLAG_TTL_MS).toBe(300_000)
	})

	it('stops on a bad value with a message naming the variable', () => {
		expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
		expect(() => parseEnv({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/)
		expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
		expect(() => parseEnv({ FEATURE_FLAG_TTL_MS: '5' })).toThrow(/FEATURE_FLAG_TTL_MS/)
	})

	it('uses a configured upstream', () => {
		expect(upstreamUrl(parseEnv({ UPSTREAM_URL: 'https://platform.example' }))).toBe('https://platform.example')
	})
})
