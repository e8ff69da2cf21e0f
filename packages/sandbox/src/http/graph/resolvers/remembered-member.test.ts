import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../../auth/tokens.ts'
import { SEED_CONFIRMATION_NUMBERS } from '../../../db/seed/catalogue.ts'
import { startTestSandbox } from '../../../testing.ts'
import { bearer } from '../testing.ts'
import { bookingTestKit, GUEST, STATUS } from './booking-testing.ts'

// Issue 28, item 5: a remembered member is not signed in. Their remember-me token reads
// their name and saves hotels (spec 000 §4), and nothing else a member does: each
// operation below is refused with UNAUTHORIZED for it, and answered for the same member
// signed in (so the refusal is the token's kind, not a broken call).

let sandbox: Awaited<ReturnType<typeof startTestSandbox>>
beforeAll(async () => {
	sandbox = await startTestSandbox()
})
afterAll(() => sandbox.close())

const { call, newCart, guest, stay } = bookingTestKit(() => sandbox, 150)

const signedIn = async (customerId: string) => bearer(await issueToken(sandbox.database.db, customerId, 'access', new Date()))
const remembered = async (customerId: string) => bearer(await issueToken(sandbox.database.db, customerId, 'remember-me', new Date()), true)

type Loose = any
/** The code of a refusal, whether the operation answers it as a GraphQL error or in its payload's status ('ANSWERED' for a query answered). */
function codeOf(answer: Loose, field: string): string {
	if (answer.errors?.length) return answer.errors[0].extensions.code
	return answer.data[field].status?.[0]?.code ?? 'ANSWERED'
}

const PAY_SAVED = `mutation PhoenixBookAddCartSavedPayment($input: SavedPaymentInput!) { addCartSavedPayment(input: $input) { ${STATUS} cart { id payment { lastFour } } } }`
const SAVED_CARDS = `query PhoenixBookPaymentMethods { paymentMethods { id } }`
const PROFILE = `query PhoenixBookMemberInformation($customerId: ID!) { customer(id: $customerId) { id profile { givenName email } } }`
const TRIPS = `query CustomerReservations($customerId: ID!) { customer(id: $customerId) { reservations { confirmationNumber } } }`
const SAVE_TO_TRIPS = `mutation PhoenixBookSaveReservationToTrips($orderId: ID!) { saveReservationToTrips(orderId: $orderId) { ${STATUS} } }`
const PROFILE_EDIT = `mutation UpdateCustomerProfile($input: UpdateCustomerProfileInput!) { updateCustomerProfile(input: $input) { ${STATUS} } }`
const EARNING = `mutation UpdateEarningPreference($input: UpdateEarningPreferenceInput!) { updateEarningPreference(input: $input) { ${STATUS} } }`
const CONVERT = `mutation ConvertPoints($input: ConvertPointsInput!) { convertPoints(input: $input) { ${STATUS} } }`
const REGISTER = `mutation RegisterForPromotion($input: RegisterForPromotionInput!) { registerForPromotion(input: $input) { ${STATUS} } }`
const BUY = `mutation PhoenixBookBuyPoints($input: BuyPointsInput!) { buyPoints(input: $input) { ${STATUS} } }`
const REDEMPTION = `query PhoenixBookRedemptionData($customerId: ID!, $pointsRequired: Int) { redemptionData(customerId: $customerId, pointsRequired: $pointsRequired) { currentPointBalance } }`
const CREATE_CART = `mutation PhoenixBookCreateCart($input: CreateCartInput!) { createCart(input: $input) { ${STATUS} cart { id } } }`
const CART_OWNER = `query PhoenixBookCart($id: ID!) { cart(id: $id) { id customerId } }`

describe('a remembered member, not signed in', () => {
	it('cannot pay with their saved card; signed in they can', async () => {
		const id = await newCart()
		const pay = async (headers: Record<string, string>) => call(PAY_SAVED, { input: { cartId: id, paymentMethodId: 'PM-GOLD-VISA' } }, headers)
		const refused = await pay(await remembered('CUST-GOLD'))
		expect(codeOf(refused, 'addCartSavedPayment')).toBe('UNAUTHORIZED')
		expect(refused.data.addCartSavedPayment.cart.payment).toBeNull()
		const paid = await pay(await signedIn('CUST-GOLD'))
		expect(paid.data.addCartSavedPayment).toMatchObject({ status: [{ code: 'SUCCESS' }], cart: { payment: { lastFour: '1111' } } })
	})

	it('is shown no saved cards', async () => {
		expect((await call(SAVED_CARDS, {}, await signedIn('CUST-TITANIUM'))).data.paymentMethods).not.toEqual([])
		expect((await call(SAVED_CARDS, {}, await remembered('CUST-TITANIUM'))).data.paymentMethods).toEqual([])
	})

	it('reads their own name and e-mail (the guest form is filled in from them), not their trips', async () => {
		const token = await remembered('CUST-GOLD')
		expect((await call(PROFILE, { customerId: 'CUST-GOLD' }, token)).data.customer).toMatchObject({ profile: { email: 'gold@example.com' } })
		expect(codeOf(await call(TRIPS, { customerId: 'CUST-GOLD' }, token), 'customer')).toBe('UNAUTHORIZED')
		const trips = (await call(TRIPS, { customerId: 'CUST-GOLD' }, await signedIn('CUST-GOLD'))).data.customer.reservations
		expect(trips).toContainEqual({ confirmationNumber: SEED_CONFIRMATION_NUMBERS.upcoming })
	})

	it('changes nothing of the member: profile, earning, points, promotions, trips', async () => {
		const operations: Array<[string, string, (customerId: string) => Record<string, unknown>]> = [
			[
				PROFILE_EDIT,
				'updateCustomerProfile',
				(customerId) => ({ input: { customerId, givenName: '', surname: 'X', communicationPreferences: { email: true, sms: false } } }),
			],
			[EARNING, 'updateEarningPreference', (customerId) => ({ input: { customerId, earningPreference: 'HP' } })],
			[CONVERT, 'convertPoints', (customerId) => ({ input: { customerId, partnerCode: 'NO-SUCH-AIRLINE', points: 1 } })],
			[REGISTER, 'registerForPromotion', (customerId) => ({ input: { customerId, promotionCode: 'NO-SUCH-PROMOTION' } })],
			[BUY, 'buyPoints', (customerId) => ({ input: { customerId, points: 1, paymentToken: 'unused' } })],
			[REDEMPTION, 'redemptionData', (customerId) => ({ customerId, pointsRequired: 0 })],
			[SAVE_TO_TRIPS, 'saveReservationToTrips', () => ({ orderId: 'no-such-order' })],
		]
		const [rememberedSilver, signedInSilver] = [await remembered('CUST-SILVER'), await signedIn('CUST-SILVER')]
		for (const [document, field, variables] of operations) {
			expect(codeOf(await call(document, variables('CUST-SILVER'), rememberedSilver), field), field).toBe('UNAUTHORIZED')
			expect(codeOf(await call(document, variables('CUST-SILVER'), signedInSilver), field), field).not.toBe('UNAUTHORIZED')
		}
	})

	it('cannot start a cart for the member, nor make a guest’s cart theirs by giving the details', async () => {
		const [rememberedGold, signedInGold] = [await remembered('CUST-GOLD'), await signedIn('CUST-GOLD')]
		const selection = { propertyId: 'NYCMC', ...stay(), rooms: [{ adults: 1, children: 0 }], ratePlanCode: 'FLEX', roomCode: 'DKNG', customerId: 'CUST-GOLD' }
		expect(codeOf(await call(CREATE_CART, { input: selection }, rememberedGold), 'createCart')).toBe('UNAUTHORIZED')
		expect(codeOf(await call(CREATE_CART, { input: { ...selection, ...stay() } }, signedInGold), 'createCart')).toBe('SUCCESS')

		const id = await newCart()
		expect((await call(GUEST, { input: guest(id) }, rememberedGold)).data.updateCartGuest.status[0].code).toBe('SUCCESS')
		expect((await call(CART_OWNER, { id })).data.cart.customerId).toBeNull()
		expect((await call(GUEST, { input: guest(id) }, signedInGold)).data.updateCartGuest.status[0].code).toBe('SUCCESS')
		expect((await call(CART_OWNER, { id })).data.cart.customerId).toBe('CUST-GOLD')
	})
})
