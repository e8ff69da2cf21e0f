import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Suspense } from 'react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { GUEST_DETAILS_LIMITS } from '#app/models/guest-details-limits.ts'
import type { PaymentTerms } from '#app/models/payment-terms.ts'
import type { CardProblem } from '#app/models/card-step.ts'
import type { StateGroup } from '#app/models/subdivisions.ts'
import type { PaymentMethod } from '@meridian/upstream-contract/order.ts'
import { TravelInsuranceChoice } from './guest-details-parts.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { problemText } from './problem-text.ts'
import { CheckboxRow, fieldsOf, type Field } from './form-fields.tsx'
import { JoiningPart } from './guest-details/joining-part.tsx'
import { PaymentPart } from './guest-details/payment-part.tsx'
import { RoomRequests } from './guest-details/room-requests.tsx'
import { WhoIsStaying } from './guest-details/who-is-staying.tsx'

const TEXT_FIELDS = [
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
export type GuestDetailsValues = { [Field in (typeof TEXT_FIELDS)[number]]: string } & { requestCodes: string[] }

type Props = {
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

const FORM_ID = 'guest-details'

/**
 * Guest information, room requests and payment (spec 001 §1, §5): one form, checked by
 * the server, each message next to its field. A new card is not typed here: the form
 * leads on to the payment service's own page (docs/decisions/010-card-form.md).
 */
export function GuestDetailsForm({
	action,
	lastResult,
	answerId,
	defaultValue,
	needsPayment,
	pointsToBuy = null,
	savedCards = [],
	acceptedCards = [],
	cartCard = null,
	cardProblem = null,
	canSaveCard = false,
	paymentTerms = null,
	countries,
	titles = [],
	stateGroups = [],
	requiredAddressFields,
	insurance,
	housekeeping,
	submitLabel,
	prepay = false,
	canJoin = false,
	canAddRewardsNumber = false,
	preferences = [],
}: Props) {
	const { t, i18n } = useBookingTranslation()
	useBookingErrorsTranslation(lastResult?.error != null || cardProblem != null)
	const navigation = useNavigation()
	const fields = fieldsOf(FORM_ID, [...TEXT_FIELDS, 'requestCodes'] as const, lastResult, defaultValue, GUEST_DETAILS_LIMITS)
	const form = { id: FORM_ID, errors: lastResult?.error?.[''] ?? null }
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	const errorOf = (field: Field) => (field.errors?.[0] ? problemText(t, i18n.language, 'booking.errors', field.errors[0]) : undefined)
	// The fields' own messages are next to them; the summary says there are some, and where.
	const fieldsRefused = Object.entries(lastResult?.error ?? {}).some(([name, errors]) => name !== '' && errors?.length)
	const cardMessage = cardProblem ? t(`booking.errors.${cardProblem}`) : null
	const summary = [
		...(form.errors ?? []).map((key) => t(`booking.errors.${key}`)),
		...(cardMessage && !lastResult ? [cardMessage] : []),
		...(fieldsRefused ? [t('booking.errors.summary')] : []),
	]
	// A new key with every answer of the server (even one that says the same as the last),
	// so the password remounts empty.
	const refusalKey = answerId ?? 'first'

	return (
		<Form method="post" action={action} className="guest-details" id={FORM_ID} noValidate>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<input type="hidden" name="intent" value="details" />

			<WhoIsStaying
				fields={fields}
				errorOf={errorOf}
				countries={countries}
				titles={titles}
				stateGroups={stateGroups}
				requiredAddressFields={requiredAddressFields}
			/>
			<RoomRequests fields={fields} errorOf={errorOf} preferences={preferences} housekeeping={housekeeping} />

			{insurance ? (
				<Suspense fallback={null}>
					<TravelInsuranceChoice field={fields.travelInsurance} insurance={insurance} error={errorOf(fields.travelInsurance)} />
				</Suspense>
			) : null}

			{needsPayment ? (
				<PaymentPart
					key={`payment-${refusalKey}`}
					fields={fields}
					errorOf={errorOf}
					paymentTerms={paymentTerms}
					cardMessage={cardMessage && !lastResult ? cardMessage : null}
					acceptedCards={acceptedCards}
					savedCards={savedCards}
					keptCard={cartCard}
					canSaveCard={canSaveCard}
				/>
			) : (
				<div className="guest-details__points">
					<p>{t('booking.details.pointsNoCard')}</p>
					{pointsToBuy ? <CheckboxRow field={fields.buyPoints} label={t('booking.details.buyPoints', pointsToBuy)} error={errorOf(fields.buyPoints)} /> : null}
				</div>
			)}

			<CheckboxRow field={fields.consent} label={t('booking.details.consent')} error={errorOf(fields.consent)} />

			<JoiningPart fields={fields} errorOf={errorOf} canAddRewardsNumber={canAddRewardsNumber} canJoin={canJoin} refusalKey={refusalKey} />

			{prepay ? (
				<CheckboxRow field={fields.prepayAcknowledged} label={t('booking.details.prepayAcknowledgement')} error={errorOf(fields.prepayAcknowledged)} />
			) : null}

			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{submitting ? t('booking.details.submitting') : (submitLabel ?? t('booking.details.submit'))}
			</button>
		</Form>
	)
}
