import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { reservations } from '../../db/schema/index.ts'
import { NON_MEMBER_GUEST, SEED_CONFIRMATION_NUMBERS } from '../../db/seed/catalogue/reservations.ts'
import { graph } from '../graph/testing.ts'
import { startTestSandbox } from '../../testing.ts'
import { client } from './testing.ts'

// A join link's data: made for a guest's stay only, opened only as made and while fresh,
// and the stay joins the account of the guest who joins with it (else a warning).
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
let api: ReturnType<typeof client>
beforeAll(async () => {
	sandbox = await startTestSandbox()
	api = client(sandbox.url)
})
afterAll(() => sandbox.close())

const JOIN = `mutation J($input: JoinNowInput!) { joinNow(input: $input) { status { code warnings { id field } } customerId } }`
const make = (confirmationNumber: string, surname: string) => api.call('POST', REST_PATHS.userPrefilledData, { body: { confirmationNumber, surname } })
const open = (data: string) => api.call('POST', REST_PATHS.decryptEnrollmentData, { body: { data } })
const join = async (email: string, surname: string, confirmationNumber: string) =>
	(
		await graph(sandbox.url, JOIN, {
			input: { givenName: 'Jordan', surname, email, password: 'Joined#2027', passwordEncrypted: false, countryCode: 'US', confirmationNumber },
		})
	).body.data!.joinNow

describe('join link data', () => {
	it('is made for a guest’s stay and its surname only', async () => {
		expect((await make(SEED_CONFIRMATION_NUMBERS.nonMemberGuest, 'Nobody')).status).toBe(404)
		expect((await make(SEED_CONFIRMATION_NUMBERS.upcoming, 'Lindqvist')).status).toBe(404) // a member's stay
		const made = await make(SEED_CONFIRMATION_NUMBERS.nonMemberGuest, NON_MEMBER_GUEST.surname.toUpperCase())
		expect(made.status).toBe(200)
		expect(made.body.data).not.toContain(NON_MEMBER_GUEST.surname)
		const opened = await open(made.body.data)
		expect(opened.body.prefill).toMatchObject({ ...NON_MEMBER_GUEST, confirmationNumber: SEED_CONFIRMATION_NUMBERS.nonMemberGuest })
		expect((await open(`${made.body.data.slice(0, -4)}AAAA`)).status).toBe(400)
		expect((await open('not-a-link')).status).toBe(400)
	})

	it('takes the stay into the account of its guest, and warns RESERVATION_NOT_LINKED for anyone else', async () => {
		const stranger = await join('stranger.prefill@example.com', 'Stranger', SEED_CONFIRMATION_NUMBERS.pastStay)
		expect(stranger.status[0]).toMatchObject({ code: 'SUCCESS', warnings: [{ id: 'RESERVATION_NOT_LINKED', field: 'confirmationNumber' }] })
		const guest = await join('blake.prefill@example.com', NON_MEMBER_GUEST.surname, SEED_CONFIRMATION_NUMBERS.pastStay)
		expect(guest.status[0]).toMatchObject({ code: 'SUCCESS', warnings: [] })
		const [stay] = await sandbox.database.db.select().from(reservations).where(eq(reservations.confirmationNumber, SEED_CONFIRMATION_NUMBERS.pastStay))
		expect(stay?.customerId).toBe(guest.customerId)
	})
})
