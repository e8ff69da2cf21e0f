import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { SIGN_IN_LIMITS } from '#app/models/sign-in.ts'
import { ErrorSummary } from './error-summary.tsx'
import { ChoiceGroup } from './form-fields/choices.tsx'
import { TextField } from './form-fields.tsx'
import { useAccountTranslation } from './messages/account.ts'
import { useLazyValidation } from './use-lazy-validation.ts'

type Props = { action: string; lastResult?: SubmissionResult<string[]> | null }

/** The password e-mail form (spec 000 §2 /emailPassword.mi): the e-mail and how the one-time code should come; the route's action sends it. */
export function ForgotPasswordForm({ action, lastResult }: Props) {
	const { t } = useAccountTranslation()
	const navigation = useNavigation()
	const { form, fields } = useLazyValidation({
		id: 'forgot-password',
		names: ['email'],
		// The address a code is sent to takes what a sign-in takes.
		limits: { email: SIGN_IN_LIMITS.email },
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
			<TextField field={fields.email} label={t('forgotPassword.emailLabel')} error={emailError} type="email" autoComplete="email" />
			<ChoiceGroup
				field={{ id: `${form.id}-channel`, name: 'channel', errorId: `${form.id}-channel-error`, values: ['email'] }}
				legend={t('account.passwordReset.channelLegend')}
				type="radio"
				className="forgot-password__channel"
				choices={(['email', 'sms'] as const).map((channel) => ({ value: channel, label: t(`account.passwordReset.channel.${channel}`) }))}
			/>
			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{t(submitting ? 'forgotPassword.submitting' : 'forgotPassword.submit')}
			</button>
		</Form>
	)
}
