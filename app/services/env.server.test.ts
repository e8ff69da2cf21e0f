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
		// Issue 30: 64 MB of shared content per worker.
		expect(env.SHARED_CONTENT_CACHE_MAX_BYTES).toBe(67_108_864)
	})

	it('stops on a bad value with a message naming the variable', () => {
		expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
		expect(() => parseEnv({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/)
		expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
		expect(() => parseEnv({ FEATURE_FLAG_TTL_MS: '5' })).toThrow(/FEATURE_FLAG_TTL_MS/)
		expect(() => parseEnv({ SHARED_CONTENT_CACHE_MAX_BYTES: '1000' })).toThrow(/SHARED_CONTENT_CACHE_MAX_BYTES/)
		expect(() => parseEnv({ HOTEL_ALERTS_TTL_MS: 'soon' })).toThrow(/HOTEL_ALERTS_TTL_MS/)
	})

	it('uses a configured upstream', () => {
		expect(upstreamUrl(parseEnv({ UPSTREAM_URL: 'https://platform.example' }))).toBe('https://platform.example')
	})

	it('refuses production on a public origin without SESSION_SECRET, naming it (issue 28 item 10)', () => {
		expect(() => parseEnv({ PUBLIC_ORIGIN: 'https://www.meridian.example' })).toThrow(/SESSION_SECRET: required in production/)
		const secret = 'a-production-secret-of-32-characters!!'
		expect(parseEnv({ PUBLIC_ORIGIN: 'https://www.meridian.example', SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret)
		// A developer's machine, and anything that is not production, may run on a random one.
		expect(parseEnv({ PUBLIC_ORIGIN: 'http://localhost:3000' }).SESSION_SECRET).toBeUndefined()
		expect(parseEnv({ PUBLIC_ORIGIN: 'https://www.meridian.example', NODE_ENV: 'development' }).SESSION_SECRET).toBeUndefined()
	})
})
