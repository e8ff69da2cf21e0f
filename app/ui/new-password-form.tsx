import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { NEW_PASSWORD_LIMITS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#app/models/password-rules.ts'
import { ErrorSummary } from './error-summary.tsx'
import { useAccountTranslation } from './messages/account.ts'
import { ONE_TIME_CODE_LIMITS } from '#app/models/account-limits.ts'
import { fieldsOf } from './form-fields/fields.ts'
import { TextField } from './form-fields.tsx'
import { PasswordInput } from './form-fields/password-input.tsx'

type Props = {
	action: string
	lastResult?: SubmissionResult<string[]> | null
	/** Where the code went, masked (j•••@example.com), and how. */
	sentTo: string
	channel: 'email' | 'sms'
}

const FORM_ID = 'new-password'

/**
 * The password e-mail page's second step: the one-time code and the new password twice,
 * checked by the server (the code and the passwords are never sent back), then a new
 * code or another address, each a form of its own.
 */
export function NewPasswordForm({ action, lastResult, sentTo, channel }: Props) {
	const { t } = useAccountTranslation()
	// The reset's own messages first, then the password e-mail page's (unavailable, too many requests).
	const message = (key: string) => t([`account.passwordReset.errors.${key}`, `forgotPassword.errors.${key}`])
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === action
	const fields = fieldsOf(
		FORM_ID,
		['code', 'password', 'confirmPassword'] as const,
		lastResult,
		{},
		{
			code: ONE_TIME_CODE_LIMITS,
			password: NEW_PASSWORD_LIMITS,
			confirmPassword: NEW_PASSWORD_LIMITS,
		},
	)
	const errorOf = (name: keyof typeof fields) => {
		const key = fields[name].errors?.[0]
		return key ? message(key) : undefined
	}
	const fieldErrors = (['code', 'password', 'confirmPassword'] as const).some((name) => errorOf(name))
	const formErrors = (lastResult?.error?.[''] ?? []).map(message)
	return (
		<>
			<p>{t(channel === 'sms' ? 'account.passwordReset.codeSentSms' : 'account.passwordReset.codeSentEmail', { to: sentTo })}</p>
			<Form method="post" action={action} id={FORM_ID} className="forgot-password-form" noValidate>
				<input type="hidden" name="intent" value="reset" />
				<ErrorSummary id={`${FORM_ID}-summary`} messages={formErrors.length ? formErrors : fieldErrors ? [t('forgotPassword.errorSummary')] : []} />
				{/* The code and the passwords are never written back: each starts empty after an answer. */}
				<TextField
					field={{ ...fields.code, initialValue: '' }}
					label={t('account.passwordReset.codeLabel')}
					error={errorOf('code')}
					autoComplete="one-time-code"
				/>
				<TextField
					field={{ ...fields.password, initialValue: '' }}
					label={t('account.passwordReset.passwordLabel')}
					error={errorOf('password')}
					hint={t('account.passwordReset.passwordRules', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
					type="password"
					input={PasswordInput}
					autoComplete="new-password"
				/>
				<TextField
					field={{ ...fields.confirmPassword, initialValue: '' }}
					label={t('account.passwordReset.confirmPasswordLabel')}
					error={errorOf('confirmPassword')}
					type="password"
					input={PasswordInput}
					autoComplete="new-password"
				/>
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('account.passwordReset.setPassword')}
				</button>
			</Form>
			<Form method="post" action={action} className="forgot-password__more">
				<button type="submit" name="intent" value="resend" className="button--link">
					{t('account.passwordReset.resend')}
				</button>
				<button type="submit" name="intent" value="restart" className="button--link">
					{t('account.passwordReset.restart')}
				</button>
			</Form>
		</>
	)
}
