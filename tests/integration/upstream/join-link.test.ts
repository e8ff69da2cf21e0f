import { describe, expect, it, vi } from 'vitest'
import { client } from '@meridian/sandbox/http/accounts/testing.ts'
import { NON_MEMBER_GUEST, SEED_CONFIRMATION_NUMBERS } from '@meridian/sandbox/db/seed/catalogue/reservations.ts'
import { reservations } from '@meridian/sandbox/db/schema/index.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { action as join, loader as joinPage } from '#app/routes/account/join.tsx'
import { loader as enrollPrefill } from '#app/routes/account/join-link.tsx'
import { cookieFor, get, post } from './route-calls.ts'
import { guest, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// Joining from a join link against the sandbox (issue 15, spec 000 §2 /enrollprefill, §8
// reservationNotLinkedErrorMsg): the link goes on to the join page, which fills in the
// stay's guest; whoever joins is a member either way, and when the platform answers that
// the stay could not join the account (RESERVATION_NOT_LINKED) the welcome says so.
vi.hoisted(() => {
	process.env.LOG_LEVEL = 'silent'
})
useSandboxUpstream()

const JOIN_PATH = '/loyalty/createAccount/createAccountPage1.mi'

/** The join link the platform makes for a guest's stay (userPrefilledData), as its e-mail would carry it. */
async function joinLink(): Promise<string> {
	const made = await client(upstreamSandbox().url).call('POST', REST_PATHS.userPrefilledData, {
		body: { confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest, surname: NON_MEMBER_GUEST.surname },
	})
	expect(made.status).toBe(200)
	return `/enrollprefill?${new URLSearchParams({ data: made.body.data })}`
}

/** The stay the link is for, as the platform keeps it. */
async function stay() {
	const rows = await upstreamSandbox().database.db.select().from(reservations)
	const found = rows.find((row) => row.confirmationNumber === SEED_CONFIRMATION_NUMBERS.nonMemberGuest)
	if (!found) throw new Error('the sandbox seeds no guest stay')
	return found
}

/** Follows the link to the join page, joins with these details, and opens the welcome with the new member's cookie. */
async function joinFromLink(details: { surname: string; email: string; phone: string }) {
	const cookie = await cookieFor(guest.sessionToken)
	const link = await get(enrollPrefill, await joinLink(), cookie)
	const joinUrl = link.headers.get('Location') ?? ''
	expect(joinUrl).toMatch(/^\/loyalty\/createAccount\/createAccountPage1\.mi\?prefill=/)
	const form = await (await get(joinPage, joinUrl, cookie)).json()
	expect(form).toMatchObject({ kind: 'form', prefillRefused: false, prefill: { givenName: NON_MEMBER_GUEST.givenName, surname: NON_MEMBER_GUEST.surname } })

	const fields = { givenName: form.prefill.givenName, countryCode: 'US', partnerNumber: '', password: 'Joined#2027', prefill: form.prefill.data, ...details }
	const joined = await post(join, JOIN_PATH, fields, cookie)
	expect(joined.status).toBe(303)
	expect(joined.headers.get('Location')).toBe(JOIN_PATH)
	const memberCookie = joined.headers.get('Set-Cookie')?.split(';')[0]
	expect(memberCookie).toBeTruthy()
	return (await get(joinPage, JOIN_PATH, memberCookie)).json()
}

describe('joining from a join link', () => {
	it('welcomes someone other than the stay’s guest as a member, with reservationNotLinkedErrorMsg when the platform warns RESERVATION_NOT_LINKED', async () => {
		const welcome = await joinFromLink({ surname: 'Stranger', email: `join-link-stranger-${Date.now()}@example.com`, phone: '3125550461' })
		expect(welcome).toMatchObject({ kind: 'member', memberNumber: expect.stringMatching(/^3\d{8}$/), reservationLinked: false })
		expect((await stay()).customerId).toBeNull()
		// What the welcome then says (the page shows this key when the stay did not join).
		expect(translatorFor('en-US')('account.join.reservationNotLinkedErrorMsg')).toMatch(/^Your account is ready, but we couldn't add the stay to it\./)
	})

	it('welcomes the stay’s own guest with the stay in the new account', async () => {
		const welcome = await joinFromLink({ surname: NON_MEMBER_GUEST.surname, email: NON_MEMBER_GUEST.email, phone: '3125550462' })
		expect(welcome).toMatchObject({ kind: 'member', reservationLinked: true })
		expect((await stay()).customerId).toMatch(/^CUST-/)
	})
})
