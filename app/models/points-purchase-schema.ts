import { z } from 'zod'
import { cardEntryFields, cardEntryOf, checkCardEntry } from './card-entry-schema.ts'
import { isPointsChoice } from './points-purchase.ts'

/** The top-up form: the points to buy and the card to pay with. */
export function pointsPurchaseSchema({ today }: { today: Date }) {
	return z
		.object({ points: z.preprocess((value) => Number(value), z.number()), ...cardEntryFields })
		.superRefine((form, ctx) => {
			const add = (path: string, message: string | null) => {
				if (message) ctx.addIssue({ code: 'custom', path: [path], message })
			}
			add('points', isPointsChoice(form.points) ? null : 'pointsChoice')
			checkCardEntry(form, today, add)
		})
		.transform((form) => cardEntryOf(form, today))
}
