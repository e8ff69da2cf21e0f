import type { SubmissionResult } from '@conform-to/react'
import type { CardProblem } from '#app/models/card-step.ts'
import type { PaymentTerms } from '#app/models/payment-terms.ts'
import type { StateGroup } from '#app/models/subdivisions.ts'
import type { PaymentMethod } from '@meridian/upstream-contract/order.ts'

/** The form's fields of one value each (requestCodes is the one with several). */
export const TEXT_FIELDS = [
	'nameTitle',
	'givenName',
	'surname',
	'email',
	'phone',
	'countryCode',
	'line1',
	'line2',
	'city',
	'stateProvinceCode',
	'postalCode',
	'arrivalTime',
	'comments',
	'housekeeping',
	'travelAgentNumber',
	'travelInsurance',
	'consent',
	'prepayAcknowledged',
	'buyPoints',
	'paymentMethodId',
	'saveCard',
	'joinNow',
	'password',
	'smsPhone',
	'rewardsNumber',
] as const
type GuestDetailsValues = { [Field in (typeof TEXT_FIELDS)[number]]: string } & { requestCodes: string[] }

/** What the guest-details form is given: where it posts, the server's last answer, and what this stay and guest allow. */
export type GuestDetailsProps = {
	action: string
	lastResult?: SubmissionResult<string[]> | null
	/** Names the server's last answer (a new one every time). */
	answerId?: string | null
	/** What the cart (or the member's profile) already says, for a first visit. */
	defaultValue: Partial<GuestDetailsValues>
	/** A points stay has no card to give. */
	needsPayment: boolean
	/** How the rate is paid (spec 001 §9 guarantee and deposit types). */
	paymentTerms?: PaymentTerms | null
	/** The card networks the hotel takes, said before the guest types a card. */
	acceptedCards?: readonly string[]
	/** The card the cart has already, to keep when the guest changes another detail. */
	cartCard?: Pick<PaymentMethod, 'network' | 'lastFour' | 'expiryMonth' | 'expiryYear'> | null
	/** Why the payment step took no card (back from the payment service), said in the payment part. */
	cardProblem?: CardProblem | null
	/** A signed-in member's saved cards, to pay with one of them. */
	savedCards?: readonly PaymentMethod[]
	/** A signed-in member may keep a new card for next time. */
	canSaveCard?: boolean
	/** A points stay the balance does not cover: the points to buy first, and their price (spec 001 §1 buy-points consent). */
	pointsToBuy?: { points: string; price: string } | null
	countries: ReadonlyArray<{ code: string; name: string }>
	/** The name titles the guest may give (user title); none: no title is asked. */
	titles?: ReadonlyArray<{ code: string; description: string }>
	/** The states of the countries that have a list (none: a free field). */
	stateGroups?: readonly StateGroup[]
	/** Where each country's required address parts are said (US and CA: all). */
	requiredAddressFields: readonly string[]
	/** Travel insurance the guest may add or decline; null when none can be quoted now. */
	insurance: { premium: string; provider: string; coverage: string } | null
	/** Whether the hotel's brand offers the housekeeping choice (spec 001 §6). */
	housekeeping: boolean
	/** The button's words, when the details do not lead on to a review page. */
	submitLabel?: string
	/** A prepaid rate: the guest acknowledges it is charged now and not refundable. */
	prepay?: boolean
	/** A guest who is not a member may join while booking. */
	canJoin?: boolean
	/** A guest who is not signed in may give a member's number, so the stay earns that member's points. */
	canAddRewardsNumber?: boolean
	/** What the held room offers that a guest may ask for (spec 001 §9 feature codes). */
	preferences?: ReadonlyArray<{ code: string; description: string }>
}
