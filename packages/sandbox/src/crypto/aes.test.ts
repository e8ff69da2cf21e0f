import { describe, expect, it } from 'vitest'
import { newAesKey, seal, unseal } from './aes.ts'

describe('AES-256-GCM sealing', () => {
	it('opens what it sealed, and seals the same text differently each time', () => {
		const key = newAesKey()
		const sealed = seal(key, 'Grace Lindqvist — 伟')
		expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/)
		expect(unseal(key, sealed)).toBe('Grace Lindqvist — 伟')
		expect(seal(key, 'same')).not.toBe(seal(key, 'same'))
		expect(unseal(key, seal(key, ''))).toBe('')
	})

	it('refuses a changed value, another key, or something that is not base64url', () => {
		const key = newAesKey()
		const sealed = seal(key, 'confirmation 81234567')
		const bytes = Buffer.from(sealed, 'base64url')
		for (const index of [0, 12, 28, bytes.length - 1]) {
			const changed = Buffer.from(bytes)
			changed[index] = (changed[index] ?? 0) ^ 1
			expect(unseal(key, changed.toString('base64url'))).toBeNull()
		}
		expect(unseal(newAesKey(), sealed)).toBeNull()
		expect(unseal(key, sealed.slice(0, 20))).toBeNull()
		expect(unseal(key, 'not base64url!')).toBeNull()
	})
})
