import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { encryptPassword } from './password-encryption.server.ts'

describe('encryptPassword', () => {
	it("is decrypted by Node's own crypto (RSA-OAEP, SHA-256, MGF1 SHA-256)", () => {
		const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
		const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
		const sealed = encryptPassword(pem, 'Welcome#2026 ñ')
		expect(sealed).not.toContain('Welcome')
		const opened = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(sealed, 'base64'))
		expect(opened.toString('utf8')).toBe('Welcome#2026 ñ')
	})

	it('seals the same password differently every time (OAEP is randomised)', () => {
		const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
		const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
		expect(encryptPassword(pem, 'x')).not.toBe(encryptPassword(pem, 'x'))
	})
})
