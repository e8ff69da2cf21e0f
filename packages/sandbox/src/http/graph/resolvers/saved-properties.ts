import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { MAX_SAVED_PROPERTIES, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import type { SandboxDb } from '../../../db/connection.ts'
import { customers, savedProperties } from '../../../db/schema/index.ts'
import { requireCustomer, type GraphContext } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'
import { savedPropertiesOf } from './customer.ts'

type Input = { id: string; savedProperties: Array<{ id: string }>; revisionToken: string }
type StatusMessage = { message: string; field?: string; id?: string; details?: string }

// Property (MARSHA) codes are five characters; a little room for other platforms' codes.
const PROPERTY_CODE = /^[A-Z0-9]{1,10}$/

const status = (httpStatus: number, code: string, errors: StatusMessage[] = []) => [{ httpStatus, code, errors, warnings: [] }]

/** What is stored now, answered with a refusal so the client can start again from it. */
async function storedState(db: SandboxDb, customerId: string) {
	const [row] = await db.select({ revisionToken: customers.revisionToken }).from(customers).where(eq(customers.id, customerId))
	return { savedProperties: await savedPropertiesOf(db, customerId), revisionToken: row?.revisionToken ?? '' }
}

/**
 * Replaces the member's saved hotels when the revision token is still the stored one.
 * The token check and the write are one conditional update in one transaction, so of
 * two writers holding the same token exactly one wins and the other gets CONFLICT.
 */
async function updateSavedProperties(context: GraphContext, input: Input) {
	await requireCustomer(context, input.id, { remembered: true })
	const ids = [...new Set(input.savedProperties.map((property) => property.id.trim().toUpperCase()))]
	const notACode = ids.find((id) => !PROPERTY_CODE.test(id))
	if (notACode !== undefined) {
		return {
			status: status(400, UPSTREAM_ERROR_CODES.badRequest, [{ message: 'Not a property code', field: 'savedProperties', id: notACode }]),
			...(await storedState(context.db, input.id)),
		}
	}
	if (ids.length > MAX_SAVED_PROPERTIES) {
		return {
			status: status(422, UPSTREAM_ERROR_CODES.limitExceeded, [
				{ message: `At most ${MAX_SAVED_PROPERTIES} saved properties`, field: 'savedProperties', details: `${ids.length} given` },
			]),
			...(await storedState(context.db, input.id)),
		}
	}
	const newToken = await context.db.transaction(async (tx) => {
		const revisionToken = randomUUID()
		const claimed = await tx
			.update(customers)
			.set({ revisionToken })
			.where(and(eq(customers.id, input.id), eq(customers.revisionToken, input.revisionToken)))
			.returning({ id: customers.id })
		if (claimed.length === 0) return null
		await tx.delete(savedProperties).where(eq(savedProperties.customerId, input.id))
		if (ids.length > 0) {
			await tx.insert(savedProperties).values(ids.map((propertyId, index) => ({ customerId: input.id, propertyId, position: index + 1 })))
		}
		return revisionToken
	})
	if (newToken === null) {
		return {
			status: status(409, UPSTREAM_ERROR_CODES.conflict, [{ message: 'The saved properties changed since they were read', field: 'revisionToken' }]),
			...(await storedState(context.db, input.id)),
		}
	}
	return { status: status(200, 'SUCCESS'), savedProperties: ids.map((id) => ({ id })), revisionToken: newToken }
}

export const savedPropertiesResolvers: Resolvers = {
	Mutation: {
		updateCustomerSavedProperties: (_parent, args: { input: Input }, context) => updateSavedProperties(context, args.input),
	},
}
