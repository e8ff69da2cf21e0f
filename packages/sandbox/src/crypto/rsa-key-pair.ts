import { constants, createPrivateKey, generateKeyPair, privateDecrypt, type KeyObject } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { SandboxDb } from '../db/connection.ts'
import { rsaKeyPairs } from '../db/schema/index.ts'

// The browser encrypts the sign-in password with this key's public half. The private
// half lives in the database (unencrypted: the sandbox has no key store to wrap it with),
// so it survives restarts and every sandbox process on one database shares it.
const SIGN_IN_KEY_ID = 'sign-in'

export type SignInKeyPair = { publicKeyPem: string; privateKey: KeyObject }

/** The sign-in key pair: read from the database, or made and stored the first time. */
export async function loadSignInKeyPair(db: SandboxDb): Promise<SignInKeyPair> {
	const stored = await readKeyPair(db)
	if (stored) return stored
	const made = await makeKeyPair()
	// Two processes starting together may both make one; the first stored wins for both.
	await db
		.insert(rsaKeyPairs)
		.values({ id: SIGN_IN_KEY_ID, ...made })
		.onConflictDoNothing()
	const kept = await readKeyPair(db)
	if (!kept) throw new Error('the sign-in key pair was not stored')
	return kept
}

async function readKeyPair(db: SandboxDb): Promise<SignInKeyPair | null> {
	const [row] = await db.select().from(rsaKeyPairs).where(eq(rsaKeyPairs.id, SIGN_IN_KEY_ID)).limit(1)
	if (!row) return null
	return { publicKeyPem: row.publicKeyPem, privateKey: createPrivateKey(row.privateKeyPem) }
}

function makeKeyPair(): Promise<{ publicKeyPem: string; privateKeyPem: string }> {
	return new Promise((resolve, reject) =>
		generateKeyPair(
			'rsa',
			{
				modulusLength: 2048,
				publicKeyEncoding: { type: 'spki', format: 'pem' },
				privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
			},
			(error, publicKeyPem, privateKeyPem) => (error ? reject(error) : resolve({ publicKeyPem, privateKeyPem })),
		),
	)
}

/**
 * The plain text of a base64 RSA-OAEP ciphertext (SHA-256, MGF1 SHA-256, as the browser
 * sends it), or null when it is not base64 or does not decrypt with this key.
 */
export function decryptSignInSecret(keyPair: SignInKeyPair, ciphertextBase64: string): string | null {
	if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextBase64)) return null
	try {
		const plain = privateDecrypt(
			{ key: keyPair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
			Buffer.from(ciphertextBase64, 'base64'),
		)
		return new TextDecoder('utf-8', { fatal: true }).decode(plain)
	} catch {
		return null
	}
}
