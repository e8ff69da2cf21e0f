import { describe, expect, it, vi } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { upstreamFaults } from '#mocks/upstream/server.ts'
import { action as step, loader as page } from '#app/routes/account/activate.tsx'
import { cookieFor, get, post } from './route-calls.ts'
import { guest, useSandboxUpstream } from './sandbox-upstream.ts'

// Activating an online account against the sandbox (issue 15): the two steps kept in the
// session, each refusal beside its form, and activationSuccessSignInFailedError when the
// account is made but the sign-in after it fails.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
	process.env.UPSTREAM_TIMEOUT_MS = '2000'
})
useSandboxUpstream()

const PATH = '/loyalty/createAccount/activateOnlineAccount.mi'
const { activate } = TEST_ACCOUNTS

describe('activating an online account', () => {
	it('finds the member, keeps the activation in the session, and says activationSuccessSignInFailedError when only the sign-in fails', async () => {
		const cookie = await cookieFor(guest.sessionToken)
		expect((await (await get(page, PATH, cookie)).json()).step).toBe('find')

		const unknown = await post(step, PATH, { intent: 'find', memberNumber: activate.memberNumber, surname: 'Nobody' }, cookie)
		expect(unknown.status).toBe(400)
		expect((await unknown.json()).result.error).toEqual({ '': ['notFound'] })
		const malformed = await post(step, PATH, { intent: 'find', memberNumber: '12', surname: '' }, cookie)
		expect((await malformed.json()).result.error).toEqual({ memberNumber: ['memberNumberFormat'], surname: ['nameRequired'] })

		const found = await post(step, PATH, { intent: 'find', memberNumber: activate.memberNumber, surname: activate.surname }, cookie)
		expect(found.status).toBe(303)
		const next = await (await get(page, PATH, cookie)).json()
		expect(next).toMatchObject({ step: 'password', emailHint: 'a•••@example.com' })

		const weak = await post(step, PATH, { intent: 'password', password: 'short' }, cookie)
		expect(weak.status).toBe(400)
		expect((await weak.json()).result.error).toEqual({ password: ['passwordLength'] })

		upstreamFaults.next(`POST ${REST_PATHS.loginWithCredentials}`, 'server-error')
		upstreamFaults.next(`POST ${REST_PATHS.loginWithCredentials}`, 'server-error')
		upstreamFaults.next(`POST ${REST_PATHS.loginWithCredentials}`, 'server-error')
		const activated = await post(step, PATH, { intent: 'password', password: 'Activated#2027' }, cookie)
		expect(activated.status).toBe(200)
		expect(await activated.json()).toMatchObject({ activated: { memberNumber: activate.memberNumber }, signIn: '/sign-in.mi' })

		const again = await post(step, PATH, { intent: 'find', memberNumber: activate.memberNumber, surname: activate.surname }, cookie)
		expect(again.status).toBe(409)
		expect((await again.json()).result.error).toEqual({ '': ['alreadyActive'] })
	})
})
