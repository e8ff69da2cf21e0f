import { constants, publicEncrypt } from 'node:crypto'

/**
 * A sign-in password sealed as the platform's clients seal it (RSA-OAEP, SHA-256 and MGF1
 * SHA-256, base64), for the sandbox's own tests. That the app's client (node-forge) and
 * the sandbox agree is tested across both in tests/integration/upstream-contract.test.ts.
 */
export function encryptLikeTheBrowser(publicKeyPem: string, password: string): string {
	return publicEncrypt({ key: publicKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password, 'utf8')).toString('base64')
}
