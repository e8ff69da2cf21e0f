import { PASSWORD_MAX_LENGTH } from '#app/models/password-rules.ts'
import { PHONE_MAX_LENGTH } from '#app/models/guest-profile.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { CheckboxRow, controlOf, describedBy, FieldRow, type Field } from './form-fields.tsx'

type Props = { joinNow: Field; password: Field; smsPhone: Field; errorOf: (field: Field) => string | undefined }

/** The guest-details form's joining part, for a guest who is not a member (spec 001 §1). */
export function JoinWhileBooking({ joinNow, password, smsPhone, errorOf }: Props) {
	const { t } = useBookingTranslation()
	return (
		<fieldset id="join" className="guest-details__part">
			<legend>{t('booking.join.heading')}</legend>
			<p className="field-hint">{t('booking.join.intro')}</p>
			<CheckboxRow field={joinNow} label={t('booking.join.joinNow')} error={errorOf(joinNow)} />
			<FieldRow field={password} label={t('booking.join.password')} error={errorOf(password)} required={false}>
				<input
					id={password.id}
					name={password.name}
					type="password"
					autoComplete="new-password"
					maxLength={PASSWORD_MAX_LENGTH}
					aria-invalid={password.errors?.length ? true : undefined}
					aria-describedby={[`${password.id}-hint`, describedBy(password)].filter(Boolean).join(' ')}
				/>
			</FieldRow>
			<p id={`${password.id}-hint`} className="field-hint">
				{t('booking.join.passwordRules')}
			</p>
			<FieldRow field={smsPhone} label={t('booking.join.smsPhone')} error={errorOf(smsPhone)} required={false}>
				<input {...controlOf(smsPhone)} type="tel" autoComplete="tel" maxLength={PHONE_MAX_LENGTH} aria-describedby={describedBy(smsPhone)} />
			</FieldRow>
		</fieldset>
	)
}
