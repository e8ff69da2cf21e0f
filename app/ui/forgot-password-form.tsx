import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { EMAIL_MAX_LENGTH } from '#app/models/sign-in.ts'
import { ErrorSummary } from './error-summary.tsx'
import { useAccountTranslation } from './messages/account.ts'
import { inputProps, useLazyValidation } from './use-lazy-validation.ts'

type Props = { action: string; lastResult?: SubmissionResult<string[]> | null }

/** The password e-mail form (spec 000 §2 /emailPassword.mi): the e-mail and how the one-time code should come; the route's action sends it. */
export function ForgotPasswordForm({ action, lastResult }: Props) {
	const { t } = useAccountTranslation()
	const navigation = useNavigation()
	const { form, fields } = useLazyValidation({
		id: 'forgot-password',
		names: ['email'],
		lastResult,
		validateOn: 'blur',
		load: () => import('./validation/forgot-password.ts').then((module) => module.forgotPasswordValidation),
	})
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	const emailError = fields.email.errors?.[0] ? t(`forgotPassword.errors.${fields.email.errors[0]}`) : undefined
	// A lock-out or a wait is the reset's own message; the rest are the password e-mail page's.
	const formErrors = (form.errors ?? []).map((key) => t([`account.passwordReset.errors.${key}`, `forgotPassword.errors.${key}`]))
	const summary = formErrors.length ? formErrors : emailError ? [t('forgotPassword.errorSummary')] : []

	return (
		<Form method="post" action={action} className="forgot-password-form" {...form.props}>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<div className="field">
				<label htmlFor={fields.email.id} className="required">
					{t('forgotPassword.emailLabel')}
				</label>
				<input
					{...inputProps(fields.email, 'email')}
					autoComplete="email"
					aria-required="true"
					maxLength={EMAIL_MAX_LENGTH}
					aria-describedby={emailError ? fields.email.errorId : undefined}
				/>
				{emailError ? (
					<p id={fields.email.errorId} className="field-error">
						{emailError}
					</p>
				) : null}
			</div>
			<fieldset className="forgot-password__channel">
				<legend>{t('account.passwordReset.channelLegend')}</legend>
				{(['email', 'sms'] as const).map((channel) => (
					<div key={channel} className="field field--checkbox">
						<input type="radio" id={`${form.id}-channel-${channel}`} name="channel" value={channel} defaultChecked={channel === 'email'} />
						<label htmlFor={`${form.id}-channel-${channel}`}>{t(`account.passwordReset.channel.${channel}`)}</label>
					</div>
				))}
			</fieldset>
			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{t(submitting ? 'forgotPassword.submitting' : 'forgotPassword.submit')}
			</button>
		</Form>
	)
}
