import { Router } from 'express'
import { z } from 'zod'
import type { SandboxDeps } from '../../deps.ts'
import { sellOutRoom } from '../../sold-out.ts'

// Things that happen at the hotel while a guest is on the site, on demand, so a person or
// a browser test can see how the site takes them (README "Booking with the sandbox"). The
// real platform has no such endpoint; it is the sandbox's own, like its outbox.

export const SELL_OUT_PATH = '/sandbox/sell-out'

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const SoldOutStaySchema = z.object({ propertyId: z.string().min(1).max(10), roomCode: z.string().min(1).max(10), checkInDate: day, checkOutDate: day })

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
	return router
}
