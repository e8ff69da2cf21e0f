import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const encrypt = (valueToEncrypt: unknown, client_id: unknown) => api.call('POST', REST_PATHS.encrypt, { body: { valueToEncrypt, client_id } })
const decrypt = (encryptedValue: unknown, client_id: unknown) => api.call('POST', REST_PATHS.decrypt, { body: { encryptedValue, client_id } })

describe('the encryption service', () => {
	it('decrypts what it encrypted for the same client_id', async () => {
		const encrypted = await encrypt('81234567|2026-05-01', 'reservation-lookup')
		expect(encrypted.status).toBe(200)
		expect(Object.keys(encrypted.body)).toEqual(['encryptedValue'])
		// 12-byte iv + 16-byte tag + 19 bytes of text, in base64url.
		expect(encrypted.body.encryptedValue).toMatch(/^[A-Za-z0-9_-]{63}$/)
		const decrypted = await decrypt(encrypted.body.encryptedValue, 'reservation-lookup')
		expect(decrypted).toMatchObject({ status: 200, body: { decryptedValue: '81234567|2026-05-01' } })
	})

	it('keeps one key per client_id', async () => {
		const first = await encrypt('same', 'client-a')
		const second = await encrypt('same', 'client-a')
		expect(first.body.encryptedValue).not.toBe(second.body.encryptedValue)
		expect((await decrypt(first.body.encryptedValue, 'client-a')).body.decryptedValue).toBe('same')
		expect((await decrypt(second.body.encryptedValue, 'client-a')).body.decryptedValue).toBe('same')
	})

	it('refuses a tampered value', async () => {
		const { encryptedValue } = (await encrypt('confirmation 81234567', 'client-a')).body
		const bytes = Buffer.from(encryptedValue, 'base64url')
		bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1
		const answer = await decrypt(bytes.toString('base64url'), 'client-a')
		expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
		expect((await decrypt('not*base64', 'client-a')).status).toBe(400)
		expect((await decrypt(encryptedValue.slice(0, 30), 'client-a')).status).toBe(400)
	})

	it('refuses a value made for another client_id, or for one it has never seen', async () => {
		await encrypt('warm up the key', 'client-b')
		const { encryptedValue } = (await encrypt('for client a', 'client-a')).body
		expect(await decrypt(encryptedValue, 'client-b')).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
		expect(await decrypt(encryptedValue, 'never-seen')).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
	})

	it('answers 400 for a malformed body', async () => {
		for (const answer of [
			await encrypt(undefined, 'client-a'),
			await encrypt(12, 'client-a'),
			await encrypt('x', ''),
			await decrypt('abc', undefined),
			await decrypt(undefined, 'client-a'),
		]) {
			expect(answer).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST', message: expect.any(String) } })
		}
	})
})
