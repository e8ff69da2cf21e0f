import { describe, expect, it, vi } from 'vitest'
import { dataLayerEvents } from '@meridian/sandbox/db/schema/index.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { action as register, loader as promotions } from '#app/routes/account/promotion.tsx'
import { upstreamJournal } from '#mocks/upstream/server.ts'
import { cookieFor, get, post } from './route-calls.ts'
import { goldMember, guest, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// The promotions page's routes against the sandbox (spec 000 /promotion): anyone reads
// them, a signed-in member registers, the refusals answer beside the promotion, and the
// `promotion` event reaches the data layer with no personal data.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const PATH = '/promotion'

type Shown = { code: string; state: string; signInHref: string | null; stayDates: string | null }

/** The events the sandbox's data layer has received, once `arrived` holds of them: they are fire and forget. */
async function events(arrived: (names: Array<string | null>) => boolean = () => true) {
	return vi.waitFor(
		async () => {
			const received = await upstreamSandbox().database.db.select().from(dataLayerEvents)
			if (!arrived(received.map((event) => event.event))) throw new Error(`not yet: ${received.map((event) => event.event).join(', ')}`)
			return received
		},
		{ timeout: 5_000, interval: 20 },
	)
}

describe('the promotions page', () => {
	it('shows a guest the open promotions, each with a sign-in that comes back to it', async () => {
		const response = await get(promotions, PATH, await cookieFor(guest.sessionToken))
		expect(response.status).toBe(200)
		const page = await response.json()
		expect(page.promotions.map((promotion: Shown) => promotion.code)).toEqual(['DOUBLEUP', 'WEEKEND3', 'GETAWAY'])
		for (const promotion of page.promotions as Shown[]) {
			expect(promotion.state).toBe('open')
			expect(promotion.stayDates).toMatch(/\d{4}/)
			expect(promotion.signInHref).toBe(`/sign-in.mi?returnTo=${encodeURIComponent(`/promotion?code=${promotion.code}`)}`)
		}
		// No session at all is a guest too.
		expect((await get(promotions, PATH)).status).toBe(200)
	})

	it('registers a member for WEEKEND3, again is still success, and reports the event without personal data', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const before = (await (await get(promotions, `${PATH}?code=weekend3`, cookie)).json()).promotions
		expect(before).toMatchObject([{ code: 'WEEKEND3', state: 'open', signInHref: null }])

		const registered = await post(register, `${PATH}?code=WEEKEND3`, { intent: 'register', code: 'WEEKEND3' }, cookie)
		expect(registered.status).toBe(200)
		expect(await registered.json()).toEqual({ code: 'WEEKEND3', done: { title: '3,000 bonus points for a weekend' } })
		const after = (await (await get(promotions, `${PATH}?code=WEEKEND3`, cookie)).json()).promotions
		expect(after).toMatchObject([{ code: 'WEEKEND3', state: 'registered' }])
		// The list says so too, for her only.
		const list = (await (await get(promotions, PATH, cookie)).json()).promotions as Shown[]
		expect(list.find((promotion) => promotion.code === 'WEEKEND3')?.state).toBe('registered')
		const guestList = (await (await get(promotions, PATH, await cookieFor(guest.sessionToken))).json()).promotions as Shown[]
		expect(guestList.find((promotion) => promotion.code === 'WEEKEND3')?.state).toBe('open')

		expect((await post(register, PATH, { intent: 'register', code: 'weekend3' }, cookie)).status).toBe(200)

		const recorded = (await events((names) => names.filter((name) => name === 'promotion').length >= 2)).filter((event) => event.event === 'promotion')
		expect(recorded).toHaveLength(2)
		expect(recorded[0]?.context).toMatchObject({ event: 'promotion', pageURI: PATH })
		// The sandbox keeps only the page's keys; what the app sent has the promotion's code too, and nothing of hers.
		const sent = upstreamJournal.to(REST_PATHS.dataLayer).map((request) => (request.body as { context: Record<string, unknown> }).context)
		expect(sent.filter((context) => context.event === 'promotion')).toEqual([
			{ event: 'promotion', localeKey: 'en_US', siteName: 'hotels', pageURI: PATH, promotionCode: 'WEEKEND3' },
			{ event: 'promotion', localeKey: 'en_US', siteName: 'hotels', pageURI: PATH, promotionCode: 'WEEKEND3' },
		])
		const everything = JSON.stringify([sent, await events()])
		for (const personal of [goldMember.email, goldMember.givenName, goldMember.id, signedInMember.accessToken]) expect(everything).not.toContain(personal)
	})

	it('shows SPRING closed by its code, and refuses to register for it with 400', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const page = await (await get(promotions, `${PATH}?code=SPRING`, cookie)).json()
		expect(page.promotions).toMatchObject([{ code: 'SPRING', state: 'closed' }])
		const refused = await post(register, `${PATH}?code=SPRING`, { intent: 'register', code: 'SPRING' }, cookie)
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ code: 'SPRING', error: 'closed' })
	})

	it('answers 404 for an unknown code, on the page and to a registration', async () => {
		const cookie = await cookieFor(signedInMember.sessionToken)
		const response = await get(promotions, `${PATH}?code=NOPE`, cookie)
		expect(response.status).toBe(404)
		expect(await response.json()).toMatchObject({ notFound: true, promotions: [] })
		const refused = await post(register, PATH, { intent: 'register', code: 'NOPE' }, cookie)
		expect(refused.status).toBe(404)
		expect(await refused.json()).toEqual({ code: 'NOPE', error: 'errors.notFound' })
	})

	it('takes a code that cannot be one for none: the list, never a 500', async () => {
		for (const code of ['<script>alert(1)</script>', 'x'.repeat(21), '%00', '']) {
			const response = await get(promotions, `${PATH}?code=${encodeURIComponent(code)}`)
			expect(response.status).toBe(200)
			expect((await response.json()).single).toBe(false)
		}
		const cookie = await cookieFor(signedInMember.sessionToken)
		expect((await post(register, PATH, { intent: 'register', code: '<script>' }, cookie)).status).toBe(400)
		expect((await post(register, PATH, { intent: 'delete', code: 'DOUBLEUP' }, cookie)).status).toBe(400)
	})

	it('sends a guest who posts to sign in with 303, and back to the promotion', async () => {
		const response = await post(register, PATH, { intent: 'register', code: 'doubleup' }, await cookieFor(guest.sessionToken))
		expect(response.status).toBe(303)
		expect(response.headers.get('Location')).toBe(`/sign-in.mi?returnTo=${encodeURIComponent('/promotion?code=DOUBLEUP')}`)
	})
})
