import { eq } from 'drizzle-orm'
import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { customerIdOfRequest } from '../../auth/tokens.ts'
import { customers } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { savedPropertiesOf } from '../graph/resolvers/customer.ts'
import { handle, parseBody } from './respond.ts'

const CustomerDataSchema = z.object({ customerId: z.string().min(1).max(64) })

/**
 * `POST fetchHotelHeaderCustomerData` {customerId} (spec 000 §7): the customer as the hotel
 * header needs them (id, revision token, saved hotels). Like the data graph's customer,
 * for that customer only: the bearer token (or remember-me token with access-type
 * remember-me) must speak for them, else 401 UNAUTHORIZED.
 */
export function customerDataRouter({ db, now }: SandboxDeps): Router {
	const router = Router()
	router.post(
		REST_PATHS.hotelHeaderCustomerData,
		handle(async (req, res) => {
			const body = parseBody(CustomerDataSchema, req, res)
			if (!body) return
			const requester = await customerIdOfRequest(db, req.headers, now())
			if (requester === null || requester !== body.customerId) {
				return res.status(401).json({ code: UPSTREAM_ERROR_CODES.unauthorized, message: 'Not authorized for this customer' })
			}
			const [row] = await db.select({ id: customers.id, revisionToken: customers.revisionToken }).from(customers).where(eq(customers.id, requester))
			if (!row) return res.status(404).json({ code: UPSTREAM_ERROR_CODES.notFound, message: 'No such customer' })
			res.json({ id: row.id, revisionToken: row.revisionToken, savedProperties: await savedPropertiesOf(db, row.id) })
		}),
	)
	return router
}
