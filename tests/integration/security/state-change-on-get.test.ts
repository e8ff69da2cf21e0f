import { beforeAll, describe, expect, it } from 'vitest'
import { builtRoutes } from '../route-manifest.ts'
import { sharedServer, type SharedServer } from '../shared-server.ts'
import { PASSWORD, postForm } from './site.ts'

// Issue 10, item 7 at the HTTP level, against the real sandbox: a save-property link
// followed from another site (or by a browser that does not say where it came from)
// changes nothing and shows a one-button form; that form's POST saves; a link from our
// own pages, a typed address or a bookmark still saves at once (spec 000 §4, decision 009).

// On the shared server: silver's saved hotels are this file's alone to change.
let server: SharedServer
let member = ''
beforeAll(async () => {
	server = await sharedServer('app')
	const signedIn = await post('/sign-in.mi', { email: 'silver@example.com', pwrd: PASSWORD, intent: 'sign-in', returnTo: '/' })
	member = signedIn.headers
		.getSetCookie()
		.map((line) => line.split(';')[0])
		.join('; ')
}, 90_000)

const HOTEL_NICKNAME = 'nycmc-meridian-new-york-times-square'
const HOTEL = `/hotels/${HOTEL_NICKNAME}/overview`
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
	const fields = Object.fromEntries(
		[...form![2]!.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)"/g)].map(([, name, value]) => [name!, value!.replaceAll('&amp;', '&')]),
	)
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

// Issue 28, item 4: Remix answers a HEAD by running the GET's loaders, and a cross-site
// HEAD of the legacy link unsaved the hotel (302). A HEAD changes nothing, wherever it
// comes from; and the redirect page, whose refresh would make a link from another site
// one of ours (Sec-Fetch-Site: same-origin), follows by itself only a request we trust.
const UNSAVE = '/loyalty/myAccount/saveProperties.mi?save=false&marshaCode=NYCMC&returnTo=%2F'
const head = (path: string, site?: string) =>
	fetch(`${server.baseUrl}${path}`, { method: 'HEAD', redirect: 'manual', headers: { Cookie: member, ...(site ? { 'Sec-Fetch-Site': site } : {}) } })

/** The platform session a session cookie names (Remix's cookie: base64 JSON, a dot, its signature). */
function sessionIn(pair: string) {
	const value = decodeURIComponent(pair.slice(pair.indexOf('=') + 1))
	const data = JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf('.')), 'base64').toString('utf8')) as Record<string, unknown>
	return { sessionToken: data.sessionToken, userIdToken: data.userIdToken }
}
const sessionCookieOf = (cookies: string, name: string) => cookies.split('; ').find((pair) => pair.startsWith(`${name}=`)) ?? ''
const sameSession = (pair: string, cookies: string) => {
	const before = sessionIn(sessionCookieOf(cookies, pair.slice(0, pair.indexOf('='))))
	expect(before.sessionToken, 'the member has a session to compare with').toBeTruthy()
	const after = sessionIn(pair)
	return after.sessionToken === before.sessionToken && after.userIdToken === before.userIdToken
}

/** Saves NYCMC for the member from one of our pages, and checks it took. */
async function saveFirst() {
	expect((await get(`${LEGACY}&save=true`, 'same-origin')).status).toBe(302)
	expect(await isSaved()).toBe(true)
}

describe('a HEAD request', () => {
	it('of the legacy unsave link, from anywhere, leaves the hotel saved; the same GET from our pages unsaves it', async () => {
		await saveFirst()
		for (const site of ['cross-site', 'same-site', 'same-origin', 'none', undefined]) {
			const response = await head(UNSAVE, site)
			expect(response.status, String(site)).toBe(200)
			expect(await isSaved(), String(site)).toBe(true)
		}
		expect((await head(`${HOTEL}?saveProperty=false`, 'same-origin')).status).toBe(200)
		expect(await isSaved()).toBe(true)

		// The check above can fail: the very address unsaves when a page of ours asks for it.
		expect((await get(UNSAVE, 'same-origin')).status).toBe(302)
		expect(await isSaved()).toBe(false)
	})

	it('to every route of the app, with every save parameter, changes neither the saved hotels nor the session', async () => {
		await saveFirst()
		const routes = builtRoutes((param) => (param === 'seoNickname' ? HOTEL_NICKNAME : param === 'brandCode' ? 'mv' : 'x'))
		expect(routes.map((route) => route.path)).toContain('/logout.mi')
		const query = 'save=false&marshaCode=NYCMC&saveProperty=false&returnTo=%2F'
		const probes = routes.flatMap((route) => ['cross-site', 'same-origin', 'none'].map((site) => ({ path: `${route.path}?${query}`, site })))
		const failures: string[] = []
		const queue = [...probes]
		await Promise.all(
			Array.from({ length: 4 }, async () => {
				for (let probe = queue.shift(); probe; probe = queue.shift()) {
					const response = await head(probe.path, probe.site)
					if (response.status >= 500) failures.push(`${probe.path} (${probe.site}): ${response.status}`)
					// Signing out, or any new session, would show as the session cookie set to another
					// session or cleared; a flash notice beside the same session changes nothing.
					const session = response.headers.getSetCookie().find((line) => member.includes(`${line.split('=')[0]}=`))
					if (session && !sameSession(session.split(';')[0]!, member)) failures.push(`${probe.path} (${probe.site}) set ${session.split(';')[0]!.slice(0, 40)}`)
				}
			}),
		)
		expect(failures).toEqual([])
		expect(await isSaved()).toBe(true)
		const profile = await get('/loyalty/myAccount/profile.mi', 'same-origin')
		expect(profile.status, 'still signed in').toBe(200)
	}, 120_000)
})

describe('the redirect page (/reservation/redirect.mi?to=…)', () => {
	const redirectTo = (to: string, site?: string) => get(`/reservation/redirect.mi?to=${encodeURIComponent(to)}`, site)
	const refreshIn = (html: string) => /<meta http-equiv="refresh"[^>]*>/i.exec(html)?.[0] ?? null

	it('reached from another site, never moves on by itself, and offers no link to an address that changes state', async () => {
		await saveFirst()
		for (const site of ['cross-site', 'same-site', undefined]) {
			const response = await redirectTo(UNSAVE, site)
			expect(response.status, String(site)).toBe(400)
			const html = await response.text()
			expect(refreshIn(html), String(site)).toBeNull()
			// The page's own address is in its language and sign-in links, encoded; nothing links to the target itself.
			expect(html).not.toContain('>Continue</a>')
			expect(html).not.toMatch(/href="(?:\/es)?\/loyalty\/myAccount\/saveProperties\.mi/i)
		}
		const hotelLink = await redirectTo(`${HOTEL}?saveProperty=false`, 'cross-site')
		expect(refreshIn(await hotelLink.text())).toBeNull()
		expect(await isSaved()).toBe(true)
	})

	it('reached from another site, offers a page that changes nothing as a link to click', async () => {
		const response = await redirectTo(HOTEL, 'cross-site')
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(refreshIn(html)).toBeNull()
		expect(html).toContain(`href="${HOTEL}"`)
	})

	it('reached from our own pages or typed in, still moves on at once', async () => {
		for (const site of ['same-origin', 'none']) {
			const html = await (await redirectTo(HOTEL, site)).text()
			expect(refreshIn(html), site).toContain(`content="0;url=${HOTEL}"`)
		}
	})
})
