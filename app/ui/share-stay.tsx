import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { DIAL_CODES } from '#app/models/dial-codes.ts'
import { PHONE_MAX_LENGTH } from '#app/models/guest-profile.ts'
import { EMAIL_MAX_LENGTH } from '#app/models/text-input.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { problemText } from '#app/ui/problem-text.ts'

type Props = { action: string; answer: { channel: 'EMAIL' | 'SMS'; result: SubmissionResult<string[]> } | null }

/** Share by e-mail and by text message: two small forms, each with its own messages. */
export function ShareStay({ action, answer }: Props) {
	const { t, i18n } = useBookingTranslation()
	useReservationsTranslation()
	useBookingErrorsTranslation(answer?.result.error != null)
	const resultOf = (channel: 'EMAIL' | 'SMS') => (answer?.channel === channel ? answer.result : null)
	const valueOf = (channel: 'EMAIL' | 'SMS', name: string) => String((resultOf(channel)?.initialValue as Record<string, unknown> | undefined)?.[name] ?? '')
	const errorOf = (channel: 'EMAIL' | 'SMS', name: string) => {
		const key = resultOf(channel)?.error?.[name]?.[0]
		return key ? problemText(t, i18n.language, 'booking.errors', key) : null
	}
	const fieldFor = (channel: 'EMAIL' | 'SMS', name: string, label: string, type: 'email' | 'tel', maxLength: number) => {
		const id = `share-${channel.toLowerCase()}-${name}`
		const error = errorOf(channel, name)
		return (
			<div className={['field', error ? 'field--error' : ''].filter(Boolean).join(' ')}>
				<label htmlFor={id} className="required">
					{label}
				</label>
				<input
					id={id}
					name={name}
					type={type}
					maxLength={maxLength}
					defaultValue={valueOf(channel, name)}
					aria-required="true"
					aria-invalid={error ? true : undefined}
					aria-describedby={error ? `${id}-error` : undefined}
				/>
				{error ? (
					<p id={`${id}-error`} className="field-error">
						{error}
					</p>
				) : null}
			</div>
		)
	}
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
				{fieldFor('EMAIL', 'email', t('booking.share.email'), 'email', EMAIL_MAX_LENGTH)}
				<button type="submit">{t('booking.share.sendEmail')}</button>
			</Form>
			<Form method="post" action={action} className="share-stay__form" aria-label={t('booking.share.bySms')}>
				<input type="hidden" name="intent" value="share" />
				<input type="hidden" name="channel" value="SMS" />
				{formError('SMS')}
				<div className="field">
					<label htmlFor="share-sms-dialCode">{t('booking.share.dialCode')}</label>
					<select id="share-sms-dialCode" name="dialCode" defaultValue={valueOf('SMS', 'dialCode') || '+1'}>
						{DIAL_CODES.map((code) => (
							<option key={code} value={code}>
								{code}
							</option>
						))}
					</select>
				</div>
				{fieldFor('SMS', 'phone', t('booking.share.phone'), 'tel', PHONE_MAX_LENGTH)}
				<button type="submit">{t('booking.share.sendSms')}</button>
			</Form>
		</section>
	)
}
