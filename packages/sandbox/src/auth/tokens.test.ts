import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../testing.ts'
import { customerIdForToken, customerIdOfRequest, issueToken, revokeToken } from './tokens.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe('access tokens', () => {
	it('resolve to their customer while live, of their own kind only', async () => {
		const { db } = sandbox.database
		const now = new Date()
		const token = await issueToken(db, 'CUST-GOLD', 'access', now)
		expect(await customerIdForToken(db, token, 'access', now)).toBe('CUST-GOLD')
		expect(await customerIdForToken(db, token, 'remember-me', now)).toBeNull()
		expect(await customerIdForToken(db, `${token}x`, 'access', now)).toBeNull()
		const later = new Date(now.getTime() + 3 * 60 * 60 * 1000)
		expect(await customerIdForToken(db, token, 'access', later)).toBeNull()
		await revokeToken(db, token)
		expect(await customerIdForToken(db, token, 'access', now)).toBeNull()
	})

	it('are read from the request headers', async () => {
		const { db } = sandbox.database
		const now = new Date()
		const remember = await issueToken(db, 'CUST-SILVER', 'remember-me', now)
		expect(await customerIdOfRequest(db, { authorization: `Bearer ${remember}`, 'access-type': 'remember-me' }, now)).toBe('CUST-SILVER')
		expect(await customerIdOfRequest(db, { authorization: `Bearer ${remember}` }, now)).toBeNull()
		expect(await customerIdOfRequest(db, {}, now)).toBeNull()
	})
})
