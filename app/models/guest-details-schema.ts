import { userTitleProblem } from './user-title.ts'
import { z } from 'zod'
import { cardEntryFields, cardEntryOf, checkCardEntry, checkSavedCardEntry } from './card-entry-schema.ts'
import { NEW_CARD } from './payment-card.ts'
import { ARRIVAL_TIMES, isRoomPreferenceCode, isRoomRequestCode } from './room-requests.ts'
import { checkGuestInformation, guestInformationFields } from './guest-information-schema.ts'
import { isHousekeepingCode } from './housekeeping.ts'
import { iataDigits, iataNumberProblem } from './travel-agent.ts'
import { enrollmentSmsProblem, mayJoinWhileBooking } from './guest-profile.ts'
import { newPasswordProblem } from './password-rules.ts'
import { rewardsNumberDigits, rewardsNumberProblem } from './rewards-number.ts'

// The whole guest-details form of booking step two, as the guest-information page posts
// it: who will stay (guest-information-schema.ts), the room requests, and — unless the
// stay is paid in points — the card. Every problem on its own field's path.

/** The fields the page must never write back into the form after a failed submit: the card's and a new password. */
export const SECRET_FIELDS = ['cardNumber', 'cvv', 'password'] as const

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())
const list = z.preprocess((value) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]), z.array(z.string()))

/**
 * needsPayment: a cash stay gives a card. prepay: a prepaid rate is charged in full now and
 * is not refundable, which the guest acknowledges with a box of its own (spec 001 §1
 * acknowledgements, prepay consent). signedIn: a saved card is a signed-in member's to pay
 * with; anyone else (a remembered member too) who posts one is told to sign in or type a
 * card, next to the card fields they see (issue 28, item 5).
 */
export function guestDetailsSchema({
	locale,
	today,
	needsPayment,
	prepay = false,
	signedIn = false,
	acceptedCards,
}: {
	locale: string
	today: Date
	needsPayment: boolean
	prepay?: boolean
	signedIn?: boolean
	acceptedCards?: readonly string[]
}) {
	return z
		.object({
			...guestInformationFields,
			// A user title code (spec 001 §7 user title), or none; the platform knows which exist.
			// Not `title`: the page's heading ids are guest-details-*, and the field's id would be one of them.
			nameTitle: text,
			arrivalTime: text,
			requestCodes: list,
			housekeeping: text,
			travelAgentNumber: text,
			// 'add' or 'decline'; asked only when the page could show a quote (insuranceOffered).
			travelInsurance: text,
			insuranceOffered: text,
			prepayAcknowledged: z.preprocess((value) => value === 'on', z.boolean()),
			// A points stay the balance does not cover: buy what is missing first (spec 001 §1, default on).
			buyPoints: z.preprocess((value) => value === 'on', z.boolean()),
			// Join the loyalty programme while booking (inline enrollment): a box, a new password, a mobile number for texts.
			joinNow: z.preprocess((value) => value === 'on', z.boolean()),
			password: z.preprocess((value) => (typeof value === 'string' ? value : ''), z.string()),
			smsPhone: text,
			// A Meridian Rewards member's number, for a guest not signed in: the stay earns their points.
			rewardsNumber: text,
			...cardEntryFields,
			// A member's saved card by its id, or NEW_CARD (or nothing) for the card typed in.
			paymentMethodId: text,
			// A member keeps the new card for next time.
			saveCard: z.preprocess((value) => value === 'on', z.boolean()),
		})
		.superRefine((form, ctx) => {
			const add = (path: string, message: string | null) => {
				if (message) ctx.addIssue({ code: 'custom', path: [path], message })
			}
			checkGuestInformation(form, locale, add)
			add('nameTitle', userTitleProblem(form.nameTitle))
			add('arrivalTime', form.arrivalTime === '' || ARRIVAL_TIMES.includes(form.arrivalTime) ? null : 'arrivalTimeInvalid')
			add('requestCodes', form.requestCodes.every((code) => isRoomRequestCode(code) || isRoomPreferenceCode(code)) ? null : 'requestInvalid')
			add('housekeeping', form.housekeeping === '' || isHousekeepingCode(form.housekeeping) ? null : 'requestInvalid')
			add('travelAgentNumber', iataNumberProblem(form.travelAgentNumber))
			const insuranceChosen = form.travelInsurance === 'add' || form.travelInsurance === 'decline'
			add('travelInsurance', form.insuranceOffered && !insuranceChosen ? 'insuranceChoiceRequired' : null)
			add('prepayAcknowledged', prepay && !form.prepayAcknowledged ? 'prepayAcknowledgementRequired' : null)
			if (form.joinNow) {
				add('joinNow', mayJoinWhileBooking(form.countryCode) ? null : 'joinNotAvailable')
				add('password', newPasswordProblem(form.password))
				add('smsPhone', form.smsPhone ? enrollmentSmsProblem(form.smsPhone, form.countryCode) : null)
			}
			// A guest with a member number is a member already: joining would make a second account.
			add('rewardsNumber', rewardsNumberProblem(form.rewardsNumber) ?? (form.rewardsNumber && form.joinNow ? 'rewardsNumberWithJoin' : null))
			if (needsPayment && savedCardChosen(form.paymentMethodId) && !signedIn) add('cardNumber', 'savedCardSignInRequired')
			else if (needsPayment && savedCardChosen(form.paymentMethodId)) checkSavedCardEntry(form, add)
			else if (needsPayment) checkCardEntry(form, today, add, acceptedCards)
		})
		.transform((form) => ({
			...cardEntryOf(form, today),
			nameTitle: form.nameTitle.toUpperCase(),
			travelAgentNumber: iataDigits(form.travelAgentNumber),
			rewardsNumber: rewardsNumberDigits(form.rewardsNumber),
			travelInsurance: form.travelInsurance === 'add' ? true : form.travelInsurance === 'decline' ? false : null,
		}))
}

export type GuestDetails = z.output<ReturnType<typeof guestDetailsSchema>>

/** The guest pays with one of their saved cards rather than the card fields. */
export const savedCardChosen = (paymentMethodId: string) => paymentMethodId !== '' && paymentMethodId !== NEW_CARD
