import { afterAll, beforeAll } from 'vitest'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { encryptLikeTheBrowser } from '../../crypto/testing.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { startTestSandbox } from '../../testing.ts'

// Helpers for the account services' tests: talk to a running sandbox as the app does.

export type Answer = { status: number; body: any; headers: Headers }

export function client(baseUrl: string) {
	async function call(
		method: string,
		path: string,
		options: { body?: unknown; rawBody?: string; session?: string; headers?: Record<string, string> } = {},
	): Promise<Answer> {
		const headers: Record<string, string> = { ...options.headers }
		if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json'
		if (options.session) headers.cookie = `sessionID=${options.session}`
		const response = await fetch(`${baseUrl}${path}`, {
			method,
			headers,
			body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
		})
		const text = await response.text()
		return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
	}

	async function newSession(data: Record<string, unknown> = {}): Promise<string> {
		const answer = await call('POST', REST_PATHS.session, { body: { data } })
		if (answer.status !== 201) throw new Error(`no session: ${answer.status}`)
		return answer.body.sessionToken
	}

	let publicKeyPem: string | undefined
	async function encryptedPassword(password: string): Promise<string> {
		publicKeyPem ??= (await call('GET', REST_PATHS.encryptionKey)).body.rsaPublicKey as string
		return encryptLikeTheBrowser(publicKeyPem, password)
	}

	/** A sign-in as the browser sends it: the password encrypted with the served key. */
	async function signIn(session: string, userId: string, options: { password?: string; rememberMe?: boolean; returnUrl?: string } = {}) {
		return call('POST', REST_PATHS.loginWithCredentials, {
			session,
			body: {
				userId,
				password: await encryptedPassword(options.password ?? TEST_PASSWORD),
				rememberMe: options.rememberMe ?? false,
				returnUrl: options.returnUrl,
				pageModuleName: 'signInPage',
			},
		})
	}

	return { call, newSession, signIn, encryptedPassword }
}

type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>

/** A sandbox of the test file's own, started before its tests and closed after them, with a client for it (read both inside a test). */
export function useOwnSandbox(): { sandbox: () => TestSandbox; api: () => ReturnType<typeof client> } {
	let running: { sandbox: TestSandbox; api: ReturnType<typeof client> } | undefined
	beforeAll(async () => {
		const sandbox = await startTestSandbox()
		running = { sandbox, api: client(sandbox.url) }
	})
	afterAll(() => running?.sandbox.close())
	const started = () => {
		if (!running) throw new Error('the sandbox is read before it started (outside a test?)')
		return running
	}
	return { sandbox: () => started().sandbox, api: () => started().api }
}
