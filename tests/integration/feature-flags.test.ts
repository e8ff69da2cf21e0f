import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURE_FLAG_PATH } from '@meridian/sandbox/http/scenarios/index.ts'
import { freePort, startServer } from './server-process.ts'

// The platform's flags as the running app sees them: kept for FEATURE_FLAG_TTL_MS, so a
// switch at the platform shows on pages once the kept flags expire, not before. The switch
// is the sandbox's test control (POST /sandbox/feature-flag), as a browser test makes it.
const TTL_MS = 5_000
const CHICAGO = '/hotels/chirz-the-ritz-carlton-chicago/overview'

// Its own server and sandbox: it switches a flag at the platform for everyone, and counts
// on the app's kept flags being read first by its own page.
let server: Awaited<ReturnType<typeof startServer>>
let sandboxUrl = ''
beforeAll(async () => {
	const sandboxPort = await freePort()
	sandboxUrl = `http://127.0.0.1:${sandboxPort}`
	server = await startServer({ SANDBOX_PORT: String(sandboxPort), FEATURE_FLAG_TTL_MS: String(TTL_MS), UPSTREAM_CALL_COUNT: 'on', LOG_LEVEL: 'warn' })
})
afterAll(() => server?.child.kill('SIGKILL'))

async function switchFlag(name: string, enabled: boolean) {
	const answer = await fetch(`${sandboxUrl}${FEATURE_FLAG_PATH}`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify({ name, enabled }),
	})
	expect(answer.status).toBe(200)
}

async function hotelPage() {
	const response = await fetch(`${server.baseUrl}${CHICAGO}`)
	expect(response.status).toBe(200)
	const html = await response.text()
	return {
		brandLook: html.includes('hotel-header--brand-rz'),
		readFlags: (response.headers.get('X-Upstream-Calls') ?? '').includes('PhoenixBookFeatureFlags='),
	}
}

describe('feature flags in the running app', () => {
	it("sees 'brand-css' switched off at the platform once its kept flags expire, and not before", async () => {
		// The flags are read, and their TTL starts, while this first page renders.
		const readAt = Date.now()
		const first = await hotelPage()
		expect(first).toEqual({ brandLook: true, readFlags: true })

		await switchFlag('brand-css', false)
		// Within the TTL the page uses the flags it keeps, without asking the platform.
		expect(await hotelPage()).toEqual({ brandLook: true, readFlags: false })

		let page = await hotelPage()
		while (page.brandLook && Date.now() - readAt < TTL_MS + 10_000) {
			await new Promise((resolve) => setTimeout(resolve, 200))
			page = await hotelPage()
		}
		expect(page.brandLook).toBe(false)
		expect(Date.now() - readAt).toBeGreaterThanOrEqual(TTL_MS)

		await switchFlag('brand-css', true)
	})
})
