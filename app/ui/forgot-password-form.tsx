import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { forgotPasswordSchema } from '#app/models/forgot-password.ts'
import { EMAIL_MAX_LENGTH } from '#app/models/sign-in.ts'
import { ErrorSummary } from './error-summary.tsx'

type Props = { action: string; lastResult?: SubmissionResult<string[]> | null }

/** The password e-mail form (spec 000 §2 /emailPassword.mi); the route's action sends it. */
export function ForgotPasswordForm({ action, lastResult }: Props) {
	const { t } = useTranslation()
	const navigation = useNavigation()
	const [form, fields] = useForm({
		id: 'forgot-password',
		lastResult,
		constraint: getZodConstraint(forgotPasswordSchema),
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
	})
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	const emailError = fields.email.errors?.[0] ? t(`forgotPassword.errors.${fields.email.errors[0]}`) : undefined
	const formErrors = (form.errors ?? []).map((key) => t(`forgotPassword.errors.${key}`))
	const summary = formErrors.length ? formErrors : emailError ? [t('forgotPassword.errorSummary')] : []

	return (
		<Form method="post" action={action} className="forgot-password-form" {...getFormProps(form)}>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<div className="field">
				<label htmlFor={fields.email.id} className="required">
					{t('forgotPassword.emailLabel')}
				</label>
				<input
					{...getInputProps(fields.email, { type: 'email' })}
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
			<button type="submit" disabled={submitting} aria-busy={submitting}>
				{t(submitting ? 'forgotPassword.submitting' : 'forgotPassword.submit')}
			</button>
		</Form>
	)
}
