import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { DecryptedValueSchema, EncryptedValueSchema } from '@meridian/upstream-contract/encryption.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'

// The encryption service: values the platform must be able to read back later
// (enrollment data, payloads carried in URLs), encrypted with a key per client id.
// Both calls change nothing, so a lost connection is retried like a read.

export async function aesEncrypt(valueToEncrypt: string, clientId: string, ctx: UpstreamContext, options?: CallOptions): Promise<string> {
	const answer = await callService(
		{
			name: 'aesEncrypt',
			method: 'POST',
			path: REST_PATHS.encrypt,
			body: { valueToEncrypt, client_id: clientId },
			retry: true,
			result: EncryptedValueSchema,
		},
		ctx,
		options,
	)
	return answer.body.encryptedValue
}

/** The plain value; a tampered or foreign value throws UpstreamError BAD_REQUEST. */
export async function aesDecrypt(encryptedValue: string, clientId: string, ctx: UpstreamContext, options?: CallOptions): Promise<string> {
	const answer = await callService(
		{
			name: 'aesDecrypt',
			method: 'POST',
			path: REST_PATHS.decrypt,
			body: { encryptedValue, client_id: clientId },
			retry: true,
			result: DecryptedValueSchema,
		},
		ctx,
		options,
	)
	return answer.body.decryptedValue
}
