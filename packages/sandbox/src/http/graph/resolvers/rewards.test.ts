import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { TEST_ACCOUNTS } from '@meridian/upstream-contract/test-accounts.ts'
import { issueToken } from '../../../auth/tokens.ts'
import { cartRewardsMembers } from '../../../db/schema/index.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer } from '../testing.ts'
import { bookingTestKit, PAYMENT, STATUS } from './booking-testing.ts'

// Lookup rewards against a sandbox of its own: a member found by number and surname (and
// nothing said when either is wrong), and a guest's stay that earns for the member whose
// number the guest gave, in that member's trips once booked.
let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const { guest, paid, call, newCart, order } = bookingTestKit(() => sandbox, 60)
const gold = TEST_ACCOUNTS.gold

const LOOKUP =
	'query PhoenixBookLookupRewards($memberNumber: String!, $lastName: String!) { lookupRewards(memberNumber: $memberNumber, lastName: $lastName) { memberNumber tierCode firstName } }'
const GUEST = `mutation PhoenixBookUpdateCartGuest($input: CartGuestInput!) { updateCartGuest(input: $input) { ${STATUS} cart { id customerId guest { surname memberNumber } } } }`
const TRIPS =
	'query CustomerReservations($customerId: ID!) { customer(id: $customerId) { reservations { confirmationNumber guest { customerId memberNumberLastFour } } } }'

const lookUp = async (memberNumber: string, lastName: string) => (await call(LOOKUP, { memberNumber, lastName })).data.lookupRewards
const asMember = async (customerId: string) => bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date()))
const giveDetails = async (cartId: string, overrides: Record<string, unknown>, headers: Record<string, string> = {}) =>
	(await call(GUEST, { input: guest(cartId, overrides) }, headers)).data.updateCartGuest
const creditOf = async (cartId: string) => sandbox.database.db.select().from(cartRewardsMembers).where(eq(cartRewardsMembers.cartId, cartId))

describe('lookupRewards', () => {
	it('finds the member by number and surname, in any case and with spaces in the number, and tells only the first name and tier', async () => {
		const found = { memberNumber: gold.memberNumber, tierCode: 'gold', firstName: 'Grace' }
		expect(await lookUp(gold.memberNumber, 'Lindqvist')).toEqual(found)
		expect(await lookUp(' 100 002 223 ', 'LINDQVIST ')).toEqual(found)
	})

	it('answers null alike for an unknown number and for a surname that is not the member’s', async () => {
		expect(await lookUp('999999999', 'Lindqvist')).toBeNull()
		expect(await lookUp(gold.memberNumber, 'Okafor')).toBeNull()
		expect(await lookUp(gold.memberNumber, '')).toBeNull()
		expect(await lookUp('', '')).toBeNull()
	})
})

describe('a guest’s stay for a member', () => {
	it('keeps the number on the cart, and the booked stay is the member’s: in her trips, with the number’s last four digits', async () => {
		const id = await newCart()
		const given = await giveDetails(id, { surname: 'lindqvist', memberNumber: '100 002 223' })
		expect(given.status[0].code).toBe('SUCCESS')
		// The cart stays the guest's: only the booked stay becomes the member's.
		expect(given.cart).toMatchObject({ customerId: null, guest: { memberNumber: gold.memberNumber } })
		expect((await call(PAYMENT, { input: await paid(id) })).data.addCartPayment.status[0].code).toBe('SUCCESS')
		const placed = await order(id, 'key-rewards-booked')
		expect(placed.status[0].code).toBe('SUCCESS')
		const number = placed.order.items[0].basicInformation.confirmationNumber
		expect(placed.order.items[0].reservation.guest.customerId).toBe('CUST-GOLD')

		const trips = (await call(TRIPS, { customerId: 'CUST-GOLD' }, await asMember('CUST-GOLD'))).data.customer.reservations
		expect(trips).toContainEqual({ confirmationNumber: number, guest: { customerId: 'CUST-GOLD', memberNumberLastFour: '2223' } })
		expect(await creditOf(id)).toEqual([])
	})

	it('refuses a number that is unknown or not the guest’s surname’s, next to the field, and keeps nothing', async () => {
		const id = await newCart()
		for (const overrides of [{ memberNumber: '999999999' }, { memberNumber: gold.memberNumber, surname: 'García' }]) {
			const refused = await giveDetails(id, overrides)
			expect(refused.status[0]).toMatchObject({ code: 'NOT_FOUND', errors: [{ field: 'memberNumber' }] })
			expect(refused.cart.guest).toBeNull()
		}
		expect(await creditOf(id)).toEqual([])
	})

	it('drops the number when the guest gives the details again without it', async () => {
		const id = await newCart()
		await giveDetails(id, { surname: 'Lindqvist', memberNumber: gold.memberNumber })
		const again = await giveDetails(id, { surname: 'Lindqvist' })
		expect(again.cart.guest.memberNumber).toBeNull()
		expect((await call(PAYMENT, { input: await paid(id) })).data.addCartPayment.status[0].code).toBe('SUCCESS')
		expect((await order(id, 'key-rewards-dropped')).order.items[0].reservation.guest.customerId).toBeNull()
	})

	it('never gives a member’s cart to another member; the member’s own number changes nothing', async () => {
		const silverCart = await newCart()
		const refused = await giveDetails(silverCart, { surname: 'Lindqvist', memberNumber: gold.memberNumber }, await asMember('CUST-SILVER'))
		expect(refused.status[0]).toMatchObject({ code: 'BAD_REQUEST', errors: [{ field: 'memberNumber' }] })

		const goldCart = await newCart()
		const own = await giveDetails(goldCart, { surname: 'Lindqvist', memberNumber: gold.memberNumber }, await asMember('CUST-GOLD'))
		expect(own.status[0].code).toBe('SUCCESS')
		expect(own.cart).toMatchObject({ customerId: 'CUST-GOLD', guest: { memberNumber: null } })
		expect(await creditOf(goldCart)).toEqual([])
	})

	it('forgets the member of a cart that is gone, when the next cart is made', async () => {
		const id = await newCart()
		await giveDetails(id, { surname: 'Lindqvist', memberNumber: gold.memberNumber })
		await call(`mutation PhoenixBookDeleteCart($id: ID!) { deleteCart(id: $id) { ${STATUS} } }`, { id })
		expect(await creditOf(id)).toHaveLength(1)
		await newCart()
		expect(await creditOf(id)).toEqual([])
	})
})
