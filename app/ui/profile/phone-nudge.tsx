import { Form } from '@remix-run/react'
import { PROFILE_LIMITS } from '#app/models/member-profile.ts'
import { ErrorSummary } from '../error-summary.tsx'
import { fieldsOf } from '../form-fields/fields.ts'
import { TextField } from '../form-fields.tsx'
import { useErrorText, type Result } from './profile-form-state.tsx'

/** Spec 000 §3 profile nudge: verify the mobile number on file by a texted code. */
export function PhoneNudge({
	action,
	fourDigitOfMobile,
	transactionId,
	lastResult,
}: {
	action: string
	fourDigitOfMobile: string
	transactionId: string | null
	lastResult: Result
}) {
	const { t, errorOf, formErrorsOf } = useErrorText()
	const fields = fieldsOf('phone-code', ['code'] as const, lastResult, {}, PROFILE_LIMITS)
	return (
		<section className="nudge" aria-labelledby="nudge-heading">
			<h2 id="nudge-heading">{t('account.profile.nudgeHeading')}</h2>
			<p>{t('account.profile.nudge', { lastFour: fourDigitOfMobile })}</p>
			{transactionId ? (
				<Form method="post" action={action} id="phone-code" noValidate>
					<ErrorSummary id="phone-code-summary" messages={formErrorsOf(lastResult)} />
					<p role="status">{t('account.profile.codeSent', { lastFour: fourDigitOfMobile })}</p>
					<input type="hidden" name="intent" value="verifyPhone" />
					<input type="hidden" name="transactionId" value={transactionId} />
					<TextField field={fields.code} label={t('account.passwordReset.codeLabel')} error={errorOf(fields.code)} autoComplete="one-time-code" />
					<button type="submit">{t('account.profile.verify')}</button>
				</Form>
			) : null}
			<Form method="post" action={action}>
				{transactionId ? null : <ErrorSummary id="phone-send-summary" messages={formErrorsOf(lastResult)} />}
				<input type="hidden" name="intent" value="sendPhoneCode" />
				<button type="submit" className={transactionId ? 'link-button' : undefined}>
					{t(transactionId ? 'account.passwordReset.resend' : 'account.profile.sendCode')}
				</button>
			</Form>
		</section>
	)
}
