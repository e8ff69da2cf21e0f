import { GraphQLError } from 'graphql'
import { BOOKING_LIMITS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { cartOf, EXPIRED_CART_ID, newCartRecord, POINTS_RATE_CODE, refusalOf, type CartInput, type CartRecord } from '../fixtures/cart.ts'
import { mockState } from '../state.ts'

// The data graph's cart fields for the mock: the sandbox's behaviour in miniature
// (revision numbers, expiry, refusals as statuses, CART_VALIDATION_FAILED_OR_EXPIRED).

const HTTP_STATUS: Record<string, number> = { SUCCESS: 200, UNAUTHORIZED: 401, NOT_FOUND: 404, CONFLICT: 409, '427': 409, BAD_REQUEST: 400 }
const status = (code: string) => [{ httpStatus: HTTP_STATUS[code] ?? 422, code, errors: [], warnings: [] }]
const error = (message: string, code: string) => new GraphQLError(message, { extensions: { code } })

function liveCart(id: string, viewer: string | null): CartRecord {
	const record = mockState.carts.get(id)
	if (id === EXPIRED_CART_ID || !record || record.expiresAtMs <= Date.now()) {
		throw error('The cart has expired or does not exist', UPSTREAM_ERROR_CODES.cartExpired)
	}
	if (record.input.ratePlanCode === POINTS_RATE_CODE && viewer !== record.input.customerId) {
		throw error('A points cart is for its member only', UPSTREAM_ERROR_CODES.unauthorized)
	}
	return record
}

export function cartRootFields(viewer: string | null) {
	const setExpiry = (id: string, seconds: number) => {
		const record = liveCart(id, viewer)
		record.expiresAtMs = Date.now() + Math.min(Math.max(seconds, 0), BOOKING_LIMITS.cartLifetimeSeconds) * 1000
		return { status: status('SUCCESS'), cart: cartOf(record) }
	}
	return {
		cart: ({ id }: { id: string }) => cartOf(liveCart(id, viewer)),
		createCart: ({ input }: { input: CartInput }) => {
			const refused = refusalOf(input, viewer)
			if (refused) return { status: status(refused), cart: null }
			const record = newCartRecord(input)
			mockState.carts.set(record.id, record)
			return { status: status('SUCCESS'), cart: cartOf(record) }
		},
		updateCart: ({ input }: { input: Omit<CartInput, 'propertyId'> & { id: string; revisionNumber: number; propertyId?: string | null } }) => {
			const record = liveCart(input.id, viewer)
			if (input.revisionNumber !== record.revisionNumber) return { status: status(UPSTREAM_ERROR_CODES.conflict), cart: cartOf(record) }
			const next = { ...record.input, ...input, propertyId: record.input.propertyId, customerId: input.customerId ?? record.input.customerId }
			const refused = refusalOf(next, viewer)
			if (refused) return { status: status(refused), cart: cartOf(record) }
			const expiresAtMs = Date.now() + BOOKING_LIMITS.cartLifetimeSeconds * 1000
			Object.assign(record, { input: next, revisionNumber: record.revisionNumber + 1, expiresAtMs })
			return { status: status('SUCCESS'), cart: cartOf(record) }
		},
		deleteCart: ({ id }: { id: string }) => {
			mockState.carts.delete(id)
			return { status: status('SUCCESS'), cart: null }
		},
		extendCartExpiration: ({ id }: { id: string }) => setExpiry(id, BOOKING_LIMITS.cartLifetimeSeconds),
		updateCartExpiration: ({ id, expiresInSeconds }: { id: string; expiresInSeconds: number }) => setExpiry(id, expiresInSeconds),
		redemptionData: ({ customerId, cartId, pointsRequired }: { customerId: string; cartId?: string | null; pointsRequired?: number | null }) => {
			if (viewer !== customerId) throw error('customer data needs the customer’s token', UPSTREAM_ERROR_CODES.unauthorized)
			const balance = mockState.customers.get(customerId)?.loyaltyInformation.currentPointBalance ?? 0
			const required = pointsRequired ?? (cartId ? (cartOf(liveCart(cartId, viewer)).totalPoints ?? 0) : 0)
			const additional = Math.max(required - balance, 0)
			return {
				currentPointBalance: balance,
				pointsRequired: required,
				additionalPointsRequired: additional,
				canBuyPoints: additional > 0 && additional <= BOOKING_LIMITS.maxPointsPurchase,
			}
		},
	}
}
