import forge from 'node-forge'

/** Exactly what the browser does with the sign-in public key (node-forge, RSA-OAEP, SHA-256). */
export function encryptLikeTheBrowser(publicKeyPem: string, secret: string): string {
	const publicKey = forge.pki.publicKeyFromPem(publicKeyPem)
	const encrypted = publicKey.encrypt(forge.util.encodeUtf8(secret), 'RSA-OAEP', {
		md: forge.md.sha256.create(),
		mgf1: { md: forge.md.sha256.create() },
	})
	return forge.util.encode64(encrypted)
}
