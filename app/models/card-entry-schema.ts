import { z } from 'zod'
import { expandTwoDigitYear } from './dates.ts'
import { billingZipProblem, cardDigits, cardNumberProblem, cardTypeOf, cvvProblem, expiryProblem } from './payment-card.ts'

// A card as a form posts it (spec 001 §5 card rules), for every form that takes one: the
// guest-details form and the points top-up. The rules are payment-card.ts's.

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())

export const cardEntryFields = {
	cardholderName: text,
	cardNumber: text,
	cvv: text,
	expiryMonth: text,
	expiryYear: text,
	billingPostalCode: text,
}

type CardEntryForm = { [Field in keyof typeof cardEntryFields]: string }

/** Every problem of the card, each given to `add` with its field. */
export function checkCardEntry(form: CardEntryForm, today: Date, add: (path: string, message: string | null) => void) {
	add('cardholderName', form.cardholderName ? null : 'cardholderNameRequired')
	add('cardNumber', cardNumberProblem(form.cardNumber))
	add('cvv', cvvProblem(form.cvv, cardTypeOf(cardDigits(form.cardNumber))))
	add('expiryMonth', expiryProblem(form.expiryMonth, form.expiryYear, today))
	add('billingPostalCode', billingZipProblem(form.billingPostalCode))
}

/** The card as the platform takes it: digits only, the month and the four-digit year as numbers. */
export function cardEntryOf<Form extends CardEntryForm>(form: Form, today: Date) {
	return {
		...form,
		cardNumber: cardDigits(form.cardNumber),
		expiryMonth: Number(form.expiryMonth) || 0,
		expiryYear: form.expiryYear ? expandTwoDigitYear(Number(form.expiryYear), today) : 0,
	}
}
