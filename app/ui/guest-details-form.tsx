import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Suspense, type ReactNode } from 'react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { COMMENTS_MAX_LENGTH, PHONE_MAX_LENGTH } from '#app/models/guest-profile.ts'
import { EMAIL_MAX_LENGTH } from '#app/models/text-input.ts'
import { ARRIVAL_TIMES, ROOM_REQUEST_CODES } from '#app/models/room-requests.ts'
import { HOUSEKEEPING_CODES } from '#app/models/housekeeping.ts'
import type { PaymentTerms } from '#app/models/payment-terms.ts'
import type { CardProblem } from '#app/models/card-step.ts'
import { IATA_NUMBER_LENGTH } from '#app/models/travel-agent.ts'
import type { StateGroup } from '#app/models/subdivisions.ts'
import type { PaymentMethod } from '@meridian/upstream-contract/order.ts'
import { AcceptedCards } from './accepted-cards.tsx'
import { CardFrameField } from './card-frame-field.tsx'
import { JoinWhileBooking, RewardsNumberField, SavedCardChoice, TravelInsuranceChoice } from './guest-details-parts.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { problemText } from './problem-text.ts'
import { StateField } from './state-field.tsx'
import { CheckboxRow, controlOf, describedBy, fieldsOf, FieldRow, type Field } from './form-fields.tsx'

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
	const fields = fieldsOf(FORM_ID, [...TEXT_FIELDS, 'requestCodes'] as const, lastResult, defaultValue)
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
	const required = (name: string) => requiredAddressFields.includes(name)
	// A new key with every answer of the server (even one that says the same as the last),
	// so the password remounts empty.
	const refusalKey = answerId ?? 'first'

	const field = (meta: Field, label: string, input: ReactNode, isRequired = true) => (
		<FieldRow field={meta} label={label} error={errorOf(meta)} required={isRequired}>
			{input}
		</FieldRow>
	)
	const text = (
		meta: Field,
		label: string,
		options: { autoComplete?: string; isRequired?: boolean; type?: 'text' | 'email' | 'tel'; maxLength?: number; inputMode?: 'numeric' } = {},
	) => {
		const { isRequired = true, type = 'text', ...rest } = options
		return field(
			meta,
			label,
			<input {...controlOf(meta)} type={type} {...rest} aria-required={isRequired || undefined} aria-describedby={describedBy(meta)} />,
			isRequired,
		)
	}

	return (
		<Form method="post" action={action} className="guest-details" id={FORM_ID} noValidate>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<input type="hidden" name="intent" value="details" />

			<fieldset id="guest" className="guest-details__part">
				<legend>{t('booking.details.guestHeading')}</legend>
				{titles.length
					? field(
							fields.nameTitle,
							t('booking.details.title'),
							<select {...controlOf(fields.nameTitle)} autoComplete="honorific-prefix" aria-describedby={describedBy(fields.nameTitle)}>
								<option value="">{t('booking.details.noTitle')}</option>
								{titles.map((title) => (
									<option key={title.code} value={title.code}>
										{title.description}
									</option>
								))}
							</select>,
							false,
						)
					: null}
				{text(fields.givenName, t('booking.details.givenName'), { autoComplete: 'given-name' })}
				{text(fields.surname, t('booking.details.surname'), { autoComplete: 'family-name' })}
				{text(fields.email, t('booking.details.email'), { autoComplete: 'email', type: 'email', maxLength: EMAIL_MAX_LENGTH })}
				{text(fields.phone, t('booking.details.phone'), { autoComplete: 'tel', type: 'tel', maxLength: PHONE_MAX_LENGTH })}
				{field(
					fields.countryCode,
					t('booking.details.country'),
					<select {...controlOf(fields.countryCode)} autoComplete="country" aria-required="true" aria-describedby={describedBy(fields.countryCode)}>
						<option value="">{t('booking.details.chooseCountry')}</option>
						{countries.map((country) => (
							<option key={country.code} value={country.code}>
								{country.name}
							</option>
						))}
					</select>,
				)}
				<p className="field-hint">{t('booking.details.addressHint')}</p>
				{text(fields.line1, t('booking.details.line1'), { autoComplete: 'address-line1', isRequired: required('line1') })}
				{text(fields.line2, t('booking.details.line2'), { autoComplete: 'address-line2', isRequired: false })}
				{text(fields.city, t('booking.details.city'), { autoComplete: 'address-level2', isRequired: required('city') })}
				<StateField
					field={fields.stateProvinceCode}
					groups={stateGroups}
					label={t('booking.details.stateProvince')}
					error={errorOf(fields.stateProvinceCode)}
					required={required('stateProvinceCode')}
				/>
				{text(fields.postalCode, t('booking.details.postalCode'), { autoComplete: 'postal-code', isRequired: required('postalCode') })}
			</fieldset>

			<fieldset id="requests" className="guest-details__part">
				<legend>{t('booking.details.requestsHeading')}</legend>
				{field(
					fields.arrivalTime,
					t('booking.details.arrivalTime'),
					<select {...controlOf(fields.arrivalTime)} aria-describedby={describedBy(fields.arrivalTime)}>
						<option value="">{t('booking.details.arrivalUnknown')}</option>
						{ARRIVAL_TIMES.map((time) => (
							<option key={time} value={time}>
								{time}
							</option>
						))}
					</select>,
					false,
				)}
				<fieldset className="guest-details__choices">
					<legend>{t('booking.details.specialRequests')}</legend>
					{ROOM_REQUEST_CODES.map((code) => {
						const id = `${fields.requestCodes.id}-${code}`
						const chosen = fields.requestCodes.values.includes(code)
						return (
							<div key={code} className="field field--checkbox">
								<input type="checkbox" id={id} name={fields.requestCodes.name} value={code} defaultChecked={chosen} />
								<label htmlFor={id}>{t(`booking.requests.${code}`)}</label>
							</div>
						)
					})}
				</fieldset>
				{preferences.length ? (
					<fieldset className="guest-details__choices">
						<legend>{t('booking.details.preferences')}</legend>
						{preferences.map(({ code, description }) => {
							const id = `${fields.requestCodes.id}-${code}`
							return (
								<div key={code} className="field field--checkbox">
									<input type="checkbox" id={id} name={fields.requestCodes.name} value={code} defaultChecked={fields.requestCodes.values.includes(code)} />
									<label htmlFor={id}>{description}</label>
								</div>
							)
						})}
					</fieldset>
				) : null}
				{housekeeping ? (
					<fieldset className="guest-details__choices" aria-describedby={describedBy(fields.housekeeping)}>
						<legend>{t('booking.details.housekeeping')}</legend>
						{['', ...HOUSEKEEPING_CODES].map((code) => (
							<div key={code || 'none'} className="field field--checkbox">
								<input
									type="radio"
									id={`${fields.housekeeping.id}-${code || 'none'}`}
									name={fields.housekeeping.name}
									value={code}
									defaultChecked={(fields.housekeeping.initialValue ?? '') === code}
								/>
								<label htmlFor={`${fields.housekeeping.id}-${code || 'none'}`}>{t(`booking.housekeeping.${code || 'none'}`)}</label>
							</div>
						))}
					</fieldset>
				) : null}
				{text(fields.travelAgentNumber, t('booking.details.travelAgentNumber'), { isRequired: false, maxLength: IATA_NUMBER_LENGTH + 2, inputMode: 'numeric' })}
				{field(
					fields.comments,
					t('booking.details.comments'),
					<textarea {...controlOf(fields.comments)} maxLength={COMMENTS_MAX_LENGTH} rows={3} aria-describedby={describedBy(fields.comments)} />,
					false,
				)}
			</fieldset>

			{insurance ? (
				<Suspense fallback={null}>
					<TravelInsuranceChoice field={fields.travelInsurance} insurance={insurance} error={errorOf(fields.travelInsurance)} />
				</Suspense>
			) : null}

			{needsPayment ? (
				<fieldset id="payment" className="guest-details__part" key={`payment-${refusalKey}`}>
					<legend>{t('booking.details.paymentHeading')}</legend>
					{paymentTerms ? <p className="guest-details__terms">{t(`booking.details.paymentTerms.${paymentTerms}`)}</p> : null}
					{cardMessage && !lastResult ? (
						<p className="field-error" id="payment-problem">
							{cardMessage}
						</p>
					) : null}
					{acceptedCards.length ? <AcceptedCards networks={acceptedCards} /> : null}
					{savedCards.length || cartCard ? (
						<Suspense fallback={null}>
							<SavedCardChoice field={fields.paymentMethodId} cards={savedCards} keptCard={cartCard} error={errorOf(fields.paymentMethodId)} />
						</Suspense>
					) : errorOf(fields.paymentMethodId) ? (
						// A saved card posted by someone who has none to choose from (not signed in): said here.
						<p id={fields.paymentMethodId.errorId} className="field-error">
							{errorOf(fields.paymentMethodId)}
						</p>
					) : null}
					<p className="field-hint">{t('booking.details.paymentHint')}</p>
					<CardFrameField />
					{canSaveCard ? <CheckboxRow field={fields.saveCard} label={t('booking.details.saveCard')} error={errorOf(fields.saveCard)} /> : null}
				</fieldset>
			) : (
				<div className="guest-details__points">
					<p>{t('booking.details.pointsNoCard')}</p>
					{pointsToBuy ? <CheckboxRow field={fields.buyPoints} label={t('booking.details.buyPoints', pointsToBuy)} error={errorOf(fields.buyPoints)} /> : null}
				</div>
			)}

			<CheckboxRow field={fields.consent} label={t('booking.details.consent')} error={errorOf(fields.consent)} required />

			{canAddRewardsNumber ? (
				<Suspense fallback={null}>
					<RewardsNumberField field={fields.rewardsNumber} error={errorOf(fields.rewardsNumber)} />
				</Suspense>
			) : null}

			{canJoin ? (
				<Suspense fallback={null}>
					{/* A new key per answer, as for the card: the password starts empty after every refusal. */}
					<JoinWhileBooking key={`join-${refusalKey}`} joinNow={fields.joinNow} password={fields.password} smsPhone={fields.smsPhone} errorOf={errorOf} />
				</Suspense>
			) : null}

			{prepay ? (
				<CheckboxRow field={fields.prepayAcknowledged} label={t('booking.details.prepayAcknowledgement')} error={errorOf(fields.prepayAcknowledged)} required />
			) : null}

			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{submitting ? t('booking.details.submitting') : (submitLabel ?? t('booking.details.submit'))}
			</button>
		</Form>
	)
}
