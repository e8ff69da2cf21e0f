import { useBookingTranslation } from './messages/booking.ts'
import { describedBy, type Field } from './form-fields.tsx'
import { RadioOption } from './form-fields/choices.tsx'

type Props = { field: Field; insurance: { premium: string; provider: string; coverage: string }; error?: string }

/** The guest-details form's travel insurance, to add or decline, when one can be quoted. */
export function TravelInsuranceChoice({ field, insurance, error }: Props) {
	const { t } = useBookingTranslation()
	return (
		<fieldset id="insurance" className="guest-details__part" aria-describedby={describedBy(field)}>
			<input type="hidden" name="insuranceOffered" value="yes" />
			<legend>{t('booking.insurance.heading')}</legend>
			<p>{t('booking.insurance.offer', { premium: insurance.premium, provider: insurance.provider })}</p>
			<p className="field-hint">{insurance.coverage}</p>
			{(['add', 'decline'] as const).map((choice) => (
				<RadioOption
					key={choice}
					field={field}
					value={choice}
					label={t(`booking.insurance.${choice}`, { premium: insurance.premium })}
					invalid={Boolean(field.errors?.length)}
				/>
			))}
			{error ? (
				<p id={field.errorId} className="field-error">
					{error}
				</p>
			) : null}
		</fieldset>
	)
}
