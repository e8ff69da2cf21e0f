import { REWARDS_NUMBER_LENGTH } from '#app/models/rewards-number.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { controlOf, describedBy, FieldRow, type Field } from './form-fields.tsx'

/** The guest-details form's member number, for a guest who is not signed in: the stay earns that member's points. */
export function RewardsNumberField({ field, error }: { field: Field; error?: string }) {
	const { t } = useBookingTranslation()
	return (
		<fieldset id="rewards" className="guest-details__part">
			<legend>{t('booking.rewards.heading')}</legend>
			<p id={`${field.id}-hint`} className="field-hint">
				{t('booking.rewards.intro')}
			</p>
			<FieldRow field={field} label={t('booking.rewards.number')} error={error} required={false}>
				<input
					{...controlOf(field)}
					type="text"
					inputMode="numeric"
					autoComplete="off"
					// Room for the digits in groups of three with a space between.
					maxLength={REWARDS_NUMBER_LENGTH + 4}
					aria-describedby={[`${field.id}-hint`, describedBy(field)].filter(Boolean).join(' ')}
				/>
			</FieldRow>
		</fieldset>
	)
}
