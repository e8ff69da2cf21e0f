import type { ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from '../server-process.ts'
import { PASSWORD, postForm } from './site.ts'

// Issue 10, item 7 at the HTTP level, against the real sandbox: a save-property link
// followed from another site (or by a browser that does not say where it came from)
// changes nothing and shows a one-button form; that form's POST saves; a link from our
// own pages, a typed address or a bookmark still saves at once (spec 000 §4, decision 009).

let server: { child: ChildProcess; baseUrl: string; output: () => string }
let member = ''
beforeAll(async () => {
	server = await startServer({})
	const signedIn = await post('/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/' })
	member = signedIn.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')
}, 90_000)
afterAll(() => server?.child.kill('SIGKILL'))

const HOTEL = '/hotels/nycmc-meridian-new-york-times-square/overview'
const LEGACY = `/loyalty/myAccount/saveProperties.mi?marshaCode=NYCMC&returnTo=${encodeURIComponent(HOTEL)}`

const get = (path: string, site?: string) =>
	fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { Cookie: member, ...(site ? { 'Sec-Fetch-Site': site } : {}) } })
const post = (path: string, fields: Record<string, string>, cookie?: string) => postForm(server.baseUrl, path, fields, { cookie })

/** Whether the member's hotel page shows NYCMC as saved. */
async function isSaved(): Promise<boolean> {
	const html = await (await get(HOTEL, 'same-origin')).text()
	const pressed = /aria-pressed="(true|false)"/.exec(html)?.[1]
	expect(pressed, 'the save control').toBeDefined()
	return pressed === 'true'
}

/** The confirmation form's fields, read from the page as a browser would submit them. */
function confirmationIn(html: string) {
	const form = /<form[^>]*method="post"[^>]*action="([^"]*saveProperties\.mi)"[^>]*>([\s\S]*?)<\/form>/.exec(html)
	expect(form, 'a confirmation form').not.toBeNull()
	const fields = Object.fromEntries([...form![2]!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replaceAll('&amp;', '&')]))
	expect(form![2]).toMatch(/<button type="submit">/)
	return { action: form![1]!, fields }
}

describe('a GET that would save or unsave a hotel', () => {
	it('from another site: nothing changes, a one-button form asks first, and its POST saves', async () => {
		expect(await isSaved()).toBe(false)
		for (const site of ['cross-site', 'same-site', undefined]) {
			const response = await get(`${LEGACY}&save=true`, site)
			expect(response.status, String(site)).toBe(200)
			const { action, fields } = confirmationIn(await response.text())
			expect(fields).toEqual({ marshaCode: 'NYCMC', save: 'true', returnTo: HOTEL })
			expect(await isSaved(), String(site)).toBe(false)

			if (site === undefined) {
				const confirmed = await post(action, fields, member)
				expect(confirmed.status).toBe(303)
				expect(confirmed.headers.get('Location')).toBe(HOTEL)
			}
		}
		expect(await isSaved()).toBe(true)
	})

	it('the hotel page with ?saveProperty from another site asks first too, on the page itself', async () => {
		const response = await get(`${HOTEL}?saveProperty=false`, 'cross-site')
		expect(response.status).toBe(200)
		const { fields } = confirmationIn(await response.text())
		expect(fields).toEqual({ marshaCode: 'NYCMC', save: 'false', returnTo: HOTEL })
		expect(await isSaved()).toBe(true)
	})

	it('from our own pages it still applies at once, and returns without the parameter', async () => {
		const response = await get(`${HOTEL}?saveProperty=false`, 'same-origin')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(HOTEL)
		expect(await isSaved()).toBe(false)
	})

	it('a typed address or a bookmark (Sec-Fetch-Site: none) still applies at once', async () => {
		const response = await get(`${LEGACY}&save=true`, 'none')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(HOTEL)
		expect(await isSaved()).toBe(true)
	})

	it('the form cannot be posted from another site', async () => {
		const response = await fetch(`${server.baseUrl}/loyalty/myAccount/saveProperties.mi`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/x-www-form-urlencoded', Cookie: member },
			body: new URLSearchParams({ marshaCode: 'NYCMC', save: 'false', returnTo: HOTEL }),
		})
		expect(response.status).toBe(403)
		expect(await isSaved()).toBe(true)
	})
})
