import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { DIAL_CODES } from '#app/models/dial-codes.ts'
import { SHARE_STAY_LIMITS } from '#app/models/share-reservation-limits.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { problemText } from '#app/ui/problem-text.ts'
import { fieldsOf, type Field } from './form-fields/fields.ts'
import { SelectField, TextField } from './form-fields.tsx'

type Props = { action: string; answer: { channel: 'EMAIL' | 'SMS'; result: SubmissionResult<string[]> } | null }

const DIAL_CODE_CHOICES = DIAL_CODES.map((code) => ({ value: code, label: code }))

/** Share by e-mail and by text message: two small forms, each with its own messages. */
export function ShareStay({ action, answer }: Props) {
	const { t, i18n } = useBookingTranslation()
	useReservationsTranslation()
	useBookingErrorsTranslation(answer?.result.error != null)
	const resultOf = (channel: 'EMAIL' | 'SMS') => (answer?.channel === channel ? answer.result : null)
	const byEmail = fieldsOf('share-email', ['email'] as const, resultOf('EMAIL'), {}, SHARE_STAY_LIMITS)
	const bySms = fieldsOf('share-sms', ['dialCode', 'phone'] as const, resultOf('SMS'), { dialCode: '+1' }, SHARE_STAY_LIMITS)
	const errorOf = (field: Field) => (field.errors?.[0] ? problemText(t, i18n.language, 'booking.errors', field.errors[0]) : undefined)
	const formError = (channel: 'EMAIL' | 'SMS') => {
		const key = resultOf(channel)?.error?.['']?.[0]
		return key ? (
			<p className="field-error" role="alert">
				{t(`booking.errors.${key}`)}
			</p>
		) : null
	}
	return (
		<section className="share-stay" aria-labelledby="share-stay-title">
			<h2 id="share-stay-title">{t('booking.share.heading')}</h2>
			<Form method="post" action={action} className="share-stay__form" aria-label={t('booking.share.byEmail')}>
				<input type="hidden" name="intent" value="share" />
				<input type="hidden" name="channel" value="EMAIL" />
				{formError('EMAIL')}
				<TextField field={byEmail.email} label={t('booking.share.email')} error={errorOf(byEmail.email)} type="email" />
				<button type="submit">{t('booking.share.sendEmail')}</button>
			</Form>
			<Form method="post" action={action} className="share-stay__form" aria-label={t('booking.share.bySms')}>
				<input type="hidden" name="intent" value="share" />
				<input type="hidden" name="channel" value="SMS" />
				{formError('SMS')}
				<SelectField field={bySms.dialCode} label={t('booking.share.dialCode')} error={errorOf(bySms.dialCode)} options={DIAL_CODE_CHOICES} />
				<TextField field={bySms.phone} label={t('booking.share.phone')} error={errorOf(bySms.phone)} type="tel" />
				<button type="submit">{t('booking.share.sendSms')}</button>
			</Form>
		</section>
	)
}
