import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

// The key the app counts a sign-in's failures under, against a sandbox of its own.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const subjectOf = async (userId: string, by: 'userId' | 'customerId' = 'userId') => {
	const answer = await api.call('POST', REST_PATHS.signInSubject, { body: { [by]: userId } })
	expect(answer.status).toBe(200)
	return answer.body.subject as string
}

describe('signInSubject', () => {
	it('names one account by its e-mail in any case, its member number and its mobile number in any spelling', async () => {
		const subject = await subjectOf('gold@example.com')
		for (const userId of ['GOLD@example.com', '100002223', '+12125550123', '+1 212 555 0123', '+1 (212) 555-0123']) {
			expect(await subjectOf(userId)).toBe(subject)
		}
		expect(await subjectOf('CUST-GOLD', 'customerId')).toBe(subject)
		expect(await subjectOf('silver@example.com')).not.toBe(subject)
	})

	it('answers an identifier of no account with a subject of the same shape, its own', async () => {
		const nobody = await subjectOf('nobody@example.com')
		expect(nobody).toMatch(/^[\w-]{43}$/)
		expect(await subjectOf('Nobody@Example.com')).toBe(nobody)
		expect(nobody).not.toBe(await subjectOf('nobody-else@example.com'))
		expect(nobody).not.toBe(await subjectOf('gold@example.com'))
	})

	it('answers 400 without an identifier', async () => {
		expect((await api.call('POST', REST_PATHS.signInSubject, { body: {} })).body).toMatchObject({ code: 'BAD_REQUEST' })
	})
})
