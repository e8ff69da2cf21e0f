import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// AES-256-GCM: the tag makes any change to a sealed value (or a different key) fail
// to open instead of yielding garbage.
const IV_LENGTH = 12
const TAG_LENGTH = 16
export const AES_KEY_LENGTH = 32

export function newAesKey(): Buffer {
	return randomBytes(AES_KEY_LENGTH)
}

/** base64url of iv ‖ tag ‖ ciphertext. */
export function seal(key: Buffer, plainText: string): string {
	const iv = randomBytes(IV_LENGTH)
	const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_LENGTH })
	const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()])
	return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The plain text of a sealed value, or null when it was changed or sealed with another key. */
export function unseal(key: Buffer, sealed: string): string | null {
	if (!/^[A-Za-z0-9_-]*$/.test(sealed)) return null
	const bytes = Buffer.from(sealed, 'base64url')
	if (bytes.length < IV_LENGTH + TAG_LENGTH) return null
	try {
		const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_LENGTH), { authTagLength: TAG_LENGTH })
		decipher.setAuthTag(bytes.subarray(IV_LENGTH, IV_LENGTH + TAG_LENGTH))
		const plain = Buffer.concat([decipher.update(bytes.subarray(IV_LENGTH + TAG_LENGTH)), decipher.final()])
		return new TextDecoder('utf-8', { fatal: true }).decode(plain)
	} catch {
		return null
	}
}
