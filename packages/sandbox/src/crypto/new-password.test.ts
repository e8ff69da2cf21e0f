import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestSandbox } from '../testing.ts'
import { openNewPassword } from './new-password.ts'
import { loadSignInKeyPair } from './rsa-key-pair.ts'
import { encryptLikeTheBrowser } from './testing.ts'

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

describe('a new password', () => {
	it('opens a sealed one and takes a plain one as it is, when it keeps the rule', async () => {
		const keyPair = () => loadSignInKeyPair(sandbox.database.db)
		const { publicKeyPem } = await keyPair()
		expect(await openNewPassword(encryptLikeTheBrowser(publicKeyPem, 'Welcome#2026'), true, keyPair)).toEqual({ ok: true, password: 'Welcome#2026' })
		expect(await openNewPassword('Welcome#2026', false, keyPair)).toEqual({ ok: true, password: 'Welcome#2026' })
	})

	it('says why it cannot be one: not sealed with our key, or outside the rule', async () => {
		const keyPair = () => loadSignInKeyPair(sandbox.database.db)
		const { publicKeyPem } = await keyPair()
		expect(await openNewPassword('Welcome#2026', true, keyPair)).toEqual({ ok: false, problem: 'not-sealed-for-us' })
		for (const weak of ['Sh#1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitOrSign', 'Has space 1A', 'Far#TooLong#Password1'])
			expect(await openNewPassword(encryptLikeTheBrowser(publicKeyPem, weak), true, keyPair), weak).toEqual({ ok: false, problem: 'outside-the-rule' })
	})

	it('reads no key for a plain password', async () => {
		const keyPair = () => Promise.reject(new Error('not needed'))
		expect(await openNewPassword('weak', false, keyPair)).toEqual({ ok: false, problem: 'outside-the-rule' })
	})
})
