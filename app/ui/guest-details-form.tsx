import { Form, useNavigation } from '@remix-run/react'
import { Suspense } from 'react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { GUEST_DETAILS_LIMITS } from '#app/models/guest-details-limits.ts'
import { TravelInsuranceChoice } from './guest-details-parts.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { problemText } from './problem-text.ts'
import { CheckboxRow } from './form-fields.tsx'
import { fieldsOf, type Field } from './form-fields/fields.ts'
import { JoiningPart } from './guest-details/joining-part.tsx'
import { PaymentPart } from './guest-details/payment-part.tsx'
import { RoomRequests } from './guest-details/room-requests.tsx'
import { WhoIsStaying } from './guest-details/who-is-staying.tsx'
import { TEXT_FIELDS, type GuestDetailsProps } from './guest-details/guest-details-props.ts'

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
}: GuestDetailsProps) {
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
