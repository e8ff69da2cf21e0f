import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// Keeps docs/architecture.md's cookie rule true (issue 33): a service hands back what a
// cookie is to hold, as data; app/http and the routes define the cookie and write the
// Set-Cookie. eslint.config.js enforces it; these cases show each restriction fires in
// app/services and stays quiet in app/http.

const ROOT = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

const CASES = {
	'a cookie defined': "import { createCookie } from '@remix-run/node'\nexport const remembered = createCookie('rk_currency')\n",
	'a session cookie defined':
		"import { createCookieSessionStorage } from '@remix-run/node'\nexport const sessions = createCookieSessionStorage({ cookie: { name: 'x' } })\n",
	'a Set-Cookie header': "export const headersOf = (line: string) => ({ 'Set-Cookie': line })\n",
	'a Set-Cookie appended': "export const add = (headers: Headers, line: string) => headers.append('set-cookie', line)\n",
	'a cookie serialised': 'export const written = (cookie: { serialize: (value: unknown) => Promise<string> }) => cookie.serialize([])\n',
	'a session committed':
		'export const written = (storage: { commitSession: (s: unknown) => Promise<string> }, session: unknown) => storage.commitSession(session)\n',
}

/** The messages of the cookie rules for this code in this file (the layer rule's own too, for an import). */
async function cookieMessages(code: string, filePath: string) {
	const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) })
	return (result?.messages ?? []).filter((message) => /cookie/i.test(message.message)).map((message) => message.message)
}

describe('cookies in the layers', () => {
	it.each(Object.entries(CASES))('%s in a service is a lint error', async (_case, code) => {
		expect(await cookieMessages(code, 'app/services/any-preference.server.ts')).toHaveLength(1)
	})

	it.each(Object.entries(CASES))('%s in app/http is allowed', async (_case, code) => {
		expect(await cookieMessages(code, 'app/http/any-preference-cookie.server.ts')).toEqual([])
	})

	it('the two cookies services read are defined where they are read, and written nowhere there', async () => {
		expect(await cookieMessages(CASES['a session cookie defined'], 'app/services/session.server.ts')).toEqual([])
		expect(await cookieMessages(CASES['a cookie defined'], 'app/services/preference-cookie.server.ts')).toEqual([])
		expect(await cookieMessages(CASES['a session committed'], 'app/services/session.server.ts')).toHaveLength(1)
		expect(await cookieMessages(CASES['a cookie serialised'], 'app/services/preference-cookie.server.ts')).toHaveLength(1)
	})
})
