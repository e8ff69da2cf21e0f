import type { ActionFunctionArgs } from '@remix-run/node'
import { beforeAll, describe, expect, it } from 'vitest'
import { action as language } from '#app/routes/operations/language.tsx'
import { action as reservationNotFound } from '#app/routes/booking/reservation-not-found.tsx'
import { action as guestInfo } from '#app/routes/booking/guest-info.tsx'
import { sharedServer, type SharedServer } from '../shared-server.ts'

// Issue 10, item 8: a redirect answering a form post is a 303 at its source (the server's
// gate is only a second line), so the browser follows with a GET; a GET keeps the
// status the spec gives it (307 for the reservation not-found rule).

let server: SharedServer
beforeAll(async () => {
	server = await sharedServer('no-upstream')
})

const form = (path: string, fields: Record<string, string>) =>
	new Request(`http://localhost${path}`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
		body: new URLSearchParams(fields),
	})
const settle = async (work: Promise<unknown>) => (await work.catch((thrown: unknown) => thrown)) as Response
const args = (request: Request) =>
	({ request, params: {}, context: { requestId: 'req-303', cspNonce: 'n', clientIp: '127.0.0.1' } }) as unknown as ActionFunctionArgs

describe('at the source: the route actions answer 303', () => {
	it.each([
		['the reservation not-found rule', () => reservationNotFound(args(form('/reservation/noSuchPage.mi', { a: '1' }))), '/error'],
		['the language form', () => language(args(form('/language', { locale: 'es-ES', returnTo: '/' }))), '/es'],
		['guest information, nothing to do', () => guestInfo(args(form('/reservation/guestInfo.mi', { intent: 'other' }))), '/reservation/guestInfo.mi'],
	] as const)('%s', async (_, run, location) => {
		const response = await settle(run() as Promise<unknown>)
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(location)
	})
})

describe('over HTTP', () => {
	it.each(['/reservation/noSuchPage.mi', '/es/reservation/noSuchPage.mi'])('POST %s: 303 to the error page, which a GET reads (not 405)', async (path) => {
		const posted = await fetch(`${server.baseUrl}${path}`, {
			method: 'POST',
			redirect: 'manual',
			headers: { Origin: server.baseUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
			body: 'a=1',
		})
		expect(posted.status).toBe(303)
		const location = posted.headers.get('Location') ?? ''
		expect(location).toMatch(/^(\/es)?\/error$/)
		const followed = await fetch(`${server.baseUrl}${location}`, { redirect: 'manual' })
		expect([200, 404]).toContain(followed.status)
	})

	it("a GET of the same address keeps the spec's 307", async () => {
		const response = await fetch(`${server.baseUrl}/reservation/noSuchPage.mi`, { redirect: 'manual' })
		expect(response.status).toBe(307)
		expect(response.headers.get('Location')).toBe('/error')
	})
})
