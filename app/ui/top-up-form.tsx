import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { CARD_FIELD_NAMES, CardFields } from './card-fields.tsx'
import { ErrorSummary } from './error-summary.tsx'
import { controlOf, describedBy, fieldsOf, FieldRow, type Field } from './form-fields.tsx'

type Props = {
	action: string
	returnTo: string
	points: number
	choices: ReadonlyArray<{ value: number; points: string; price: string }>
	expiryYears: readonly number[]
	lastResult: SubmissionResult<string[]> | null
	answerId: string | null
}

const FORM_ID = 'top-up'

/** How many points to buy, at what price, and the card to pay with. */
export function TopUpForm({ action, returnTo, points, choices, expiryYears, lastResult, answerId }: Props) {
	const { t } = useBookingTranslation()
	const navigation = useNavigation()
	const fields = fieldsOf(FORM_ID, ['points', ...CARD_FIELD_NAMES] as const, lastResult, { points: String(points) })
	const errorOf = (field: Field) => (field.errors?.[0] ? t(`booking.errors.${field.errors[0]}`) : undefined)
	const summary = (lastResult?.error?.[''] ?? []).map((key) => t(`booking.errors.${key}`))
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	return (
		<Form method="post" action={action} className="guest-details" id={FORM_ID} noValidate>
			<ErrorSummary id={`${FORM_ID}-summary`} messages={summary} />
			<input type="hidden" name="returnTo" value={returnTo} />
			<FieldRow field={fields.points} label={t('booking.topUp.points')} error={errorOf(fields.points)}>
				<select {...controlOf(fields.points)} aria-describedby={describedBy(fields.points)}>
					{choices.map((choice) => (
						<option key={choice.value} value={String(choice.value)}>
							{t('booking.topUp.choice', { points: choice.points, price: choice.price })}
						</option>
					))}
				</select>
			</FieldRow>
			<fieldset className="guest-details__part" key={`card-${answerId ?? 'first'}`}>
				<legend>{t('booking.details.paymentHeading')}</legend>
				<CardFields fields={fields} expiryYears={expiryYears} errorOf={errorOf} />
			</fieldset>
			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{t('booking.topUp.submit')}
			</button>
		</Form>
	)
}
