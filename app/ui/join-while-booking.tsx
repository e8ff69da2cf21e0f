import { useBookingTranslation } from './messages/booking.ts'
import { CheckboxRow, type Field, TextField } from './form-fields.tsx'

type Props = { joinNow: Field; password: Field; smsPhone: Field; errorOf: (field: Field) => string | undefined }

/** The guest-details form's joining part, for a guest who is not a member (spec 001 §1). */
export function JoinWhileBooking({ joinNow, password, smsPhone, errorOf }: Props) {
	const { t } = useBookingTranslation()
	const passwordHint = `${password.id}-hint`
	return (
		<fieldset id="join" className="guest-details__part">
			<legend>{t('booking.join.heading')}</legend>
			<p className="field-hint">{t('booking.join.intro')}</p>
			<CheckboxRow field={joinNow} label={t('booking.join.joinNow')} error={errorOf(joinNow)} />
			<TextField
				field={{ ...password, initialValue: undefined }}
				label={t('booking.join.password')}
				error={errorOf(password)}
				type="password"
				autoComplete="new-password"
				describedBy={passwordHint}
			/>
			<p id={passwordHint} className="field-hint">
				{t('booking.join.passwordRules')}
			</p>
			<TextField field={smsPhone} label={t('booking.join.smsPhone')} error={errorOf(smsPhone)} type="tel" autoComplete="tel" />
		</fieldset>
	)
}
