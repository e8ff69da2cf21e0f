import { userTitleProblem } from './user-title.ts'
import { z } from 'zod'
import { KEPT_CARD, NEW_CARD } from './payment-card.ts'
import { ARRIVAL_TIMES, isRoomPreferenceCode, isRoomRequestCode } from './room-requests.ts'
import { checkGuestInformation, guestInformationFields, guestPhoneOf } from './guest-information-schema.ts'
import { isHousekeepingCode } from './housekeeping.ts'
import { iataDigits, iataNumberProblem } from './travel-agent.ts'
import { mayJoinWhileBooking } from './guest-profile.ts'
import { e164Of, phoneProblem } from './phone-number.ts'
import { newPasswordProblem } from './password-rules.ts'
import { rewardsNumberDigits, rewardsNumberProblem } from './rewards-number.ts'

// The whole guest-details form of booking step two, as the guest-information page posts
// it: who will stay (guest-information-schema.ts), the room requests, and — unless the
// stay is paid in points — how it is paid: a member's saved card, or a card the guest
// types next, on the payment service's page (never here). Every problem on its own field's path.

/** The fields the page must never write back into the form after a failed submit: a new password. */
export const SECRET_FIELDS = ['password'] as const

const text = z.preprocess((value) => (typeof value === 'string' ? value.trim() : ''), z.string())
const list = z.preprocess((value) => (Array.isArray(value) ? value : value === undefined || value === '' ? [] : [value]), z.array(z.string()))

/**
 * needsPayment: a cash stay gives a card. prepay: a prepaid rate is charged in full now and
 * is not refundable, which the guest acknowledges with a box of its own (spec 001 §1
 * acknowledgements, prepay consent). signedIn: a saved card is a signed-in member's to pay
 * with; anyone else (a remembered member too) who posts one is told to sign in or pay
 * with another card, next to the choice of cards (issue 28, item 5).
 */
export function guestDetailsSchema({
	locale,
	needsPayment,
	prepay = false,
	signedIn = false,
}: {
	locale: string
	needsPayment: boolean
	prepay?: boolean
	signedIn?: boolean
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
			// A member's saved card by its id, or NEW_CARD (or nothing) for a card typed on the payment service's page.
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
				add('smsPhone', phoneProblem(form.smsPhone, { country: form.countryCode }, { required: false }))
			}
			// A guest with a member number is a member already: joining would make a second account.
			add('rewardsNumber', rewardsNumberProblem(form.rewardsNumber) ?? (form.rewardsNumber && form.joinNow ? 'rewardsNumberWithJoin' : null))
			if (needsPayment && savedCardChosen(form.paymentMethodId) && !signedIn) add('paymentMethodId', 'savedCardSignInRequired')
		})
		.transform((form) => ({
			...form,
			phone: guestPhoneOf(form),
			smsPhone: e164Of(form.smsPhone, { country: form.countryCode }),
			nameTitle: form.nameTitle.toUpperCase(),
			travelAgentNumber: iataDigits(form.travelAgentNumber),
			rewardsNumber: rewardsNumberDigits(form.rewardsNumber),
			travelInsurance: form.travelInsurance === 'add' ? true : form.travelInsurance === 'decline' ? false : null,
		}))
}

export type GuestDetails = z.output<ReturnType<typeof guestDetailsSchema>>

/** The guest pays with one of their saved cards rather than a card typed on the payment service's page. */
export const savedCardChosen = (paymentMethodId: string) => paymentMethodId !== '' && paymentMethodId !== NEW_CARD && paymentMethodId !== KEPT_CARD
