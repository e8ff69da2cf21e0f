import forge from 'node-forge'

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
