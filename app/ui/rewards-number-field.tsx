import { useBookingTranslation } from './messages/booking.ts'
import { type Field, TextField } from './form-fields.tsx'

/** The guest-details form's member number, for a guest who is not signed in: the stay earns that member's points. */
export function RewardsNumberField({ field, error }: { field: Field; error?: string }) {
	const { t } = useBookingTranslation()
	const hintId = `${field.id}-hint`
	return (
		<fieldset id="rewards" className="guest-details__part">
			<legend>{t('booking.rewards.heading')}</legend>
			<p id={hintId} className="field-hint">
				{t('booking.rewards.intro')}
			</p>
			<TextField field={field} label={t('booking.rewards.number')} error={error} autoComplete="off" describedBy={hintId} />
		</fieldset>
	)
}
