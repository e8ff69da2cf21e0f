import forge from 'node-forge'
import { getEnv } from './env.server.ts'
import { fetchEncryptionKey } from './upstream/account.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'
import { SessionExpired } from './upstream/errors.server.ts'

/**
 * The password as the platform's login expects it (spec 000 §5): RSA-OAEP with SHA-256
 * and MGF1 SHA-256 under the platform's public key, base64. MGF1 is set explicitly: an
 * MGF1 of SHA-1 (forge's default) does not decrypt on the platform.
 */
export function encryptPassword(publicKeyPem: string, password: string): string {
	const publicKey = forge.pki.publicKeyFromPem(publicKeyPem)
	const encrypted = publicKey.encrypt(forge.util.encodeUtf8(password), 'RSA-OAEP', {
		md: forge.md.sha256.create(),
		mgf1: { md: forge.md.sha256.create() },
	})
	return forge.util.encode64(encrypted)
}

// The platform's key changes rarely; fetching it once per sign-in would double the calls.
const KEY_TTL_MS = 10 * 60 * 1000
let cachedKey: { pem: string; fetchedAt: number } | undefined

/** A password as the platform takes it (sign-in, join now): under its public key when it has one. */
export async function sealedPassword(password: string, ctx: UpstreamContext) {
	if (!getEnv().PASSWORD_ENCRYPTION) return { password, passwordEncrypted: false }
	try {
		if (!cachedKey || Date.now() - cachedKey.fetchedAt > KEY_TTL_MS) {
			cachedKey = { pem: await fetchEncryptionKey(ctx), fetchedAt: Date.now() }
		}
		return { password: encryptPassword(cachedKey.pem, password), passwordEncrypted: true }
	} catch (error) {
		if (error instanceof SessionExpired) throw error
		// Spec 000 §5: with no public key the password is sent as is (over the platform's TLS).
		return { password, passwordEncrypted: false }
	}
}
