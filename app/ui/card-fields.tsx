import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { controlOf, describedBy, FieldRow, type Field } from './form-fields.tsx'

export const CARD_FIELD_NAMES = ['cardholderName', 'cardNumber', 'cvv', 'expiryMonth', 'expiryYear', 'billingPostalCode'] as const
type CardFieldName = (typeof CARD_FIELD_NAMES)[number]

type Props = {
	fields: Record<CardFieldName, Field>
	expiryYears: readonly number[]
	/** The message for a field's first problem, or nothing. */
	errorOf: (field: Field) => string | undefined
}

/**
 * A card (spec 001 §5): name, number, expiry, security code and billing zip. The number and
 * the code are never written back: they have no default value, and the caller remounts
 * them (a key) after every answer.
 */
export function CardFields({ fields, expiryYears, errorOf }: Props) {
	const { t } = useBookingTranslation()
	const secret = (field: Field, autoComplete: string, maxLength: number) => (
		<input
			id={field.id}
			name={field.name}
			type="text"
			inputMode="numeric"
			autoComplete={autoComplete}
			maxLength={maxLength}
			aria-required="true"
			aria-invalid={field.errors?.length ? true : undefined}
			aria-describedby={describedBy(field)}
		/>
	)
	return (
		<>
			<FieldRow field={fields.cardholderName} label={t('booking.details.cardholderName')} error={errorOf(fields.cardholderName)}>
				<input
					{...controlOf(fields.cardholderName)}
					type="text"
					autoComplete="cc-name"
					aria-required="true"
					aria-describedby={describedBy(fields.cardholderName)}
				/>
			</FieldRow>
			<FieldRow field={fields.cardNumber} label={t('booking.details.cardNumber')} error={errorOf(fields.cardNumber)}>
				{secret(fields.cardNumber, 'cc-number', 19)}
			</FieldRow>
			<div className="guest-details__expiry">
				<FieldRow field={fields.expiryMonth} label={t('booking.details.expiryMonth')} error={errorOf(fields.expiryMonth)}>
					<select {...controlOf(fields.expiryMonth)} autoComplete="cc-exp-month" aria-required="true" aria-describedby={describedBy(fields.expiryMonth)}>
						<option value="">{t('booking.details.month')}</option>
						{Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')).map((month) => (
							<option key={month} value={month}>
								{month}
							</option>
						))}
					</select>
				</FieldRow>
				<FieldRow field={fields.expiryYear} label={t('booking.details.expiryYear')} error={errorOf(fields.expiryYear)}>
					<select {...controlOf(fields.expiryYear)} autoComplete="cc-exp-year" aria-required="true">
						<option value="">{t('booking.details.year')}</option>
						{expiryYears.map((year) => (
							<option key={year} value={String(year)}>
								{year}
							</option>
						))}
					</select>
				</FieldRow>
			</div>
			<FieldRow field={fields.cvv} label={t('booking.details.cvv')} error={errorOf(fields.cvv)}>
				{secret(fields.cvv, 'cc-csc', 4)}
			</FieldRow>
			<FieldRow field={fields.billingPostalCode} label={t('booking.details.billingPostalCode')} error={errorOf(fields.billingPostalCode)}>
				<input
					{...controlOf(fields.billingPostalCode)}
					type="text"
					autoComplete="billing postal-code"
					maxLength={9}
					aria-required="true"
					aria-describedby={describedBy(fields.billingPostalCode)}
				/>
			</FieldRow>
		</>
	)
}
