import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { logMessages } from '../../db/schema/index.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

describe('the logger', () => {
	it('keeps the line and answers 204', async () => {
		const message = 'upstream|SESSION_VALIDATION_FAILED_OR_EXPIRED|sign-in|session expired before submit'
		const answer = await api.call('POST', REST_PATHS.logger, { body: { message } })
		expect(answer.status).toBe(204)
		expect(answer.body).toBeNull()
		const stored = await sandbox.database.db.select().from(logMessages)
		expect(stored.map((row) => row.message)).toEqual([message])
	})

	it('takes up to 2000 characters', async () => {
		expect((await api.call('POST', REST_PATHS.logger, { body: { message: 'x'.repeat(2000) } })).status).toBe(204)
		expect((await api.call('POST', REST_PATHS.logger, { body: { message: 'x'.repeat(2001) } })).status).toBe(400)
	})

	it('answers 400 for a malformed body', async () => {
		for (const body of [{}, { message: '' }, { message: 42 }, ['message']]) {
			expect(await api.call('POST', REST_PATHS.logger, { body })).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
		}
		expect((await api.call('POST', REST_PATHS.logger, { rawBody: '{"message"' })).status).toBe(400)
	})
})
