import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { ErrorSummary } from './error-summary.tsx'
import { TOP_UP_LIMITS } from '#app/models/account-limits.ts'
import { fieldsOf, type Field } from './form-fields/fields.ts'
import { SelectField } from './form-fields.tsx'

type Props = {
	action: string
	returnTo: string
	points: number
	choices: ReadonlyArray<{ value: number; points: string; price: string }>
	/** Why the last try bought nothing (back from the payment service), a booking.errors key. */
	problem: string | null
	lastResult: SubmissionResult<string[]> | null
}

const FORM_ID = 'top-up'

/** How many points to buy, at what price; the card is typed next, at the payment service. */
export function TopUpForm({ action, returnTo, points, choices, problem, lastResult }: Props) {
	const { t } = useBookingTranslation()
	useBookingErrorsTranslation(lastResult?.error != null || problem != null)
	const navigation = useNavigation()
	const fields = fieldsOf(FORM_ID, ['points'] as const, lastResult, { points: String(points) }, TOP_UP_LIMITS)
	const errorOf = (field: Field) => (field.errors?.[0] ? t(`booking.errors.${field.errors[0]}`) : undefined)
	const summary = (lastResult?.error?.[''] ?? (problem ? [problem] : [])).map((key) => t(`booking.errors.${key}`))
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	return (
		<Form method="post" action={action} className="guest-details" id={FORM_ID} noValidate>
			<ErrorSummary id={`${FORM_ID}-summary`} messages={summary} />
			<input type="hidden" name="returnTo" value={returnTo} />
			<SelectField
				field={fields.points}
				label={t('booking.topUp.points')}
				error={errorOf(fields.points)}
				options={choices.map((choice) => ({ value: String(choice.value), label: t('booking.topUp.choice', { points: choice.points, price: choice.price }) }))}
			/>
			<p className="field-hint">{t('booking.topUp.cardHint')}</p>
			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{t('booking.topUp.submit')}
			</button>
		</Form>
	)
}
