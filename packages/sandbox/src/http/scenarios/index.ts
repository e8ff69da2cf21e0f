import { Router } from 'express'
import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { customers, featureFlags, orderRefusals } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { sellOutRoom } from '../../sold-out.ts'

// Things that happen at the hotel, or at the platform, while a guest is on the site, on
// demand, so a person or a browser test can see how the site takes them (README "Booking
// with the sandbox", "Feature flags"). The real platform has no such endpoint; it is the
// sandbox's own, like its outbox.

export const SELL_OUT_PATH = '/sandbox/sell-out'
export const FEATURE_FLAG_PATH = '/sandbox/feature-flag'
export const SECOND_FACTOR_PATH = '/sandbox/second-factor'
export const ORDER_REFUSAL_PATH = '/sandbox/order-refusal'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const SoldOutStaySchema = z.object({ propertyId: z.string().min(1).max(10), roomCode: z.string().min(1).max(10), checkInDate: day, checkOutDate: day })
// Any name of the platform's shape, so a flag the app does not read yet can be tried too.
const SecondFactorSchema = z.object({ email: z.string().trim().min(3).max(254) })
const FlagSwitchSchema = z.object({ name: z.string().regex(/^[a-z][a-z0-9-]{0,63}$/), enabled: z.boolean() })
// Any code of the platform's shape, so a code the app does not know can be tried too; null lifts the refusal.
const OrderRefusalSchema = z.object({
	email: z.string().trim().toLowerCase().min(3).max(254),
	code: z
		.string()
		.regex(/^[A-Za-z0-9_.]{1,64}$/)
		.nullable(),
})

export function scenarioRouter(deps: SandboxDeps) {
	const router = Router()
	// Every room of one type is booked by other guests for a stay: a guest holding one finds it gone at Book now (427).
	router.post(SELL_OUT_PATH, async (req, res, next) => {
		try {
			const stay = SoldOutStaySchema.safeParse(req.body)
			if (!stay.success || stay.data.checkOutDate <= stay.data.checkInDate) {
				res.status(400).json({ code: 'BAD_REQUEST', message: 'propertyId, roomCode, checkInDate and checkOutDate (YYYY-MM-DD, in order) are required' })
				return
			}
			const sold = await sellOutRoom(deps.db, stay.data)
			if (!sold) {
				res.status(404).json({ code: 'NOT_FOUND', message: 'The hotel has no such room' })
				return
			}
			res.json({ roomsSold: sold })
		} catch (error) {
			next(error)
		}
	})
	// The platform's operators switch a feature flag (spec 001 §6) on or off; the app sees it once its cached flags expire.
	router.post(FEATURE_FLAG_PATH, async (req, res, next) => {
		try {
			const flag = FlagSwitchSchema.safeParse(req.body)
			if (!flag.success) {
				res.status(400).json({ code: 'BAD_REQUEST', message: 'name (lower-case words joined by -) and enabled (true or false) are required' })
				return
			}
			await deps.db
				.insert(featureFlags)
				.values(flag.data)
				.onConflictDoUpdate({ target: featureFlags.name, set: { enabled: flag.data.enabled } })
			res.json(flag.data)
		} catch (error) {
			next(error)
		}
	})
	// The platform's own checks refuse a guest's bookings at Book now with a reservation code (E_FRAUD_ALERT, E_NO_CERTS_LEFT, ...).
	router.post(ORDER_REFUSAL_PATH, async (req, res, next) => {
		try {
			const body = OrderRefusalSchema.safeParse(req.body)
			if (!body.success) {
				res.status(400).json({ code: 'BAD_REQUEST', message: 'email and code (letters, digits, _ and ., or null to lift it) are required' })
				return
			}
			const { email, code } = body.data
			if (code === null) await deps.db.delete(orderRefusals).where(eq(orderRefusals.guestEmail, email))
			else await deps.db.insert(orderRefusals).values({ guestEmail: email, code }).onConflictDoUpdate({ target: orderRefusals.guestEmail, set: { code } })
			res.json({ email, code })
		} catch (error) {
			next(error)
		}
	})
	// The member turns on a second factor at sign-in (docs/decisions/020): the code goes to their e-mail.
	router.post(SECOND_FACTOR_PATH, async (req, res, next) => {
		try {
			const body = SecondFactorSchema.safeParse(req.body)
			if (!body.success) {
				res.status(400).json({ code: 'BAD_REQUEST', message: 'email is required' })
				return
			}
			const [name = '', domain = ''] = body.data.email.split('@')
			const [updated] = await deps.db
				.update(customers)
				.set({ mfaEmail: `${name.slice(0, 1)}***${name.slice(-1)}@${domain}` })
				.where(sql`lower(${customers.email}) = ${body.data.email.toLowerCase()}`)
				.returning({ id: customers.id })
			if (!updated) {
				res.status(404).json({ code: 'NOT_FOUND', message: 'No member has that e-mail' })
				return
			}
			res.json({ mfaEmail: true })
		} catch (error) {
			next(error)
		}
	})
	return router
}
