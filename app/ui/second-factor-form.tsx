import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { ErrorSummary } from './error-summary.tsx'
import { useAccountTranslation } from './messages/account.ts'
import { ONE_TIME_CODE_LIMITS } from '#app/models/account-limits.ts'
import { fieldsOf } from './form-fields/fields.ts'
import { TextField } from './form-fields.tsx'

type Props = {
	action: string
	returnTo: string
	lastResult?: SubmissionResult<string[]> | null
	/** Where the code went, masked (m•••@example.com), and how. */
	sentTo: string
	channel: 'email' | 'sms'
}

const FORM_ID = 'second-factor'

/**
 * The code page's form (docs/decisions/020): the six-digit code the platform sent, checked
 * by the server and never sent back, and "Send a new code", a form of its own.
 */
export function SecondFactorForm({ action, returnTo, lastResult, sentTo, channel }: Props) {
	const { t } = useAccountTranslation()
	const message = (key: string) => t(`account.secondFactor.errors.${key}`)
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === action
	const fields = fieldsOf(FORM_ID, ['code'] as const, lastResult, {}, { code: ONE_TIME_CODE_LIMITS })
	const codeError = fields.code.errors?.[0] ? message(fields.code.errors[0]) : undefined
	const formErrors = (lastResult?.error?.[''] ?? []).map(message)
	return (
		<>
			<p>{t(channel === 'sms' ? 'account.secondFactor.codeSentSms' : 'account.secondFactor.codeSentEmail', { to: sentTo })}</p>
			<Form method="post" action={action} id={FORM_ID} className="forgot-password-form" noValidate>
				<input type="hidden" name="intent" value="verify" />
				<input type="hidden" name="returnTo" value={returnTo} />
				<ErrorSummary id={`${FORM_ID}-summary`} messages={formErrors.length ? formErrors : codeError ? [t('account.secondFactor.errorSummary')] : []} />
				{/* A code is good once: never written back after an answer. */}
				<TextField field={{ ...fields.code, initialValue: '' }} label={t('account.secondFactor.codeLabel')} error={codeError} autoComplete="one-time-code" />
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('account.secondFactor.verify')}
				</button>
			</Form>
			<Form method="post" action={action} className="forgot-password__more">
				<input type="hidden" name="returnTo" value={returnTo} />
				<button type="submit" name="intent" value="resend" className="button--link">
					{t('account.secondFactor.resend')}
				</button>
			</Form>
		</>
	)
}
