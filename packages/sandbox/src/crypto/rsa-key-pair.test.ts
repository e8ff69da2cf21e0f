import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../testing.ts'
import { decryptSignInSecret, loadSignInKeyPair } from './rsa-key-pair.ts'
import { encryptLikeTheBrowser } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe('the sign-in key pair', () => {
	it('is made once and then read back from the database', async () => {
		const [first, second] = await Promise.all([loadSignInKeyPair(sandbox.database.db), loadSignInKeyPair(sandbox.database.db)])
		expect(first.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/)
		expect(second.publicKeyPem).toBe(first.publicKeyPem)
		expect((await loadSignInKeyPair(sandbox.database.db)).publicKeyPem).toBe(first.publicKeyPem)
		expect(first.privateKey.asymmetricKeyDetails?.modulusLength).toBe(2048)
	})

	it('decrypts what node-forge encrypted with its public key', async () => {
		const keyPair = await loadSignInKeyPair(sandbox.database.db)
		expect(decryptSignInSecret(keyPair, encryptLikeTheBrowser(keyPair.publicKeyPem, 'Welcome#2026'))).toBe('Welcome#2026')
		expect(decryptSignInSecret(keyPair, encryptLikeTheBrowser(keyPair.publicKeyPem, 'pässwörd€'))).toBe('pässwörd€')
	})

	it('refuses ciphertext that is not base64 or does not decrypt', async () => {
		const keyPair = await loadSignInKeyPair(sandbox.database.db)
		const sealed = Buffer.from(encryptLikeTheBrowser(keyPair.publicKeyPem, 'Welcome#2026'), 'base64')
		sealed[10] = (sealed[10] ?? 0) ^ 1
		expect(decryptSignInSecret(keyPair, sealed.toString('base64'))).toBeNull()
		expect(decryptSignInSecret(keyPair, 'Welcome#2026')).toBeNull()
		expect(decryptSignInSecret(keyPair, Buffer.from('short').toString('base64'))).toBeNull()
		expect(decryptSignInSecret(keyPair, '')).toBeNull()
	})
})
