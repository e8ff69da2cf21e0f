import { z } from 'zod'
import { isPointsChoice } from './points-purchase.ts'

/** The top-up form: the points to buy (the card is typed at the payment service, after). */
export function pointsPurchaseSchema() {
	return z.object({
		points: z.preprocess((value) => Number(value), z.number().refine(isPointsChoice, { message: 'pointsChoice' })),
	})
}
