import { copyOfTemplate } from '@meridian/sandbox/testing.ts'
import { TEST_PASSWORD } from '@meridian/upstream-contract/test-accounts.ts'
import { launchServer, type StartedServer } from './server-launch.ts'

export { exitOf, freePort, SERVER_ENTRY } from './server-launch.ts'

/** Starts the built server as `npm start` would, and waits until it answers. */
export async function startServer(env: Record<string, string>): Promise<StartedServer> {
	// Its own sandbox database (PGlite takes one process per data directory), seeded already.
	return launchServer(env, env.UPSTREAM_URL || env.SANDBOX_DATA_DIR ? undefined : copyOfTemplate())
}

/** The JSON log lines in a server's output (the sandbox's own plain lines are skipped). */
export function logEntries(output: string): Array<Record<string, unknown> & { msg: string; pid: number }> {
	return output
		.split('\n')
		.filter((line) => line.startsWith('{'))
		.map((line) => JSON.parse(line))
}

/** A test member signed in through the sign-in form: the Cookie header a browser would send next. */
export async function signedInCookie(baseUrl: string, email: string): Promise<string> {
	const body = new URLSearchParams({ email, pwrd: TEST_PASSWORD, returnTo: '/' })
	const signIn = await fetch(`${baseUrl}/sign-in.mi`, { method: 'POST', body, headers: { Origin: baseUrl }, redirect: 'manual' })
	if (signIn.status !== 303) throw new Error(`${email} could not sign in: ${signIn.status}`)
	return signIn.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')
}
