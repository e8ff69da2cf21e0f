import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation, useSearchParams } from '@remix-run/react'
import { useSignInTranslation } from './messages/sign-in.ts'
import { identifierPageWarning, SIGN_IN_LIMITS, type IdentifierMode } from '#app/models/sign-in.ts'
import { ErrorSummary } from './error-summary.tsx'
import { CheckboxRow, TextField } from './form-fields.tsx'
import { useLazyValidation } from './use-lazy-validation.ts'
import { PasswordInput } from './form-fields/password-input.tsx'

type Props = {
	action: string
	returnTo: string
	lastResult?: SubmissionResult<string[]> | null
	/** A remembered member: greeted by name, e-mail fixed, password only. */
	rememberedName?: string
	identifierMode: IdentifierMode
	/** The enterprise-account-access variant has no remember-me. */
	enterprise?: boolean
	/** In an overlay frame the result navigates the whole page. */
	target?: '_top'
	forgotPasswordHref: string
}

const SIGN_IN_FIELDS = ['email', 'pwrd', 'rememberMe'] as const

/** The sign-in form of every variant; the route's action does the work. */
export function SignInForm({ action, returnTo, lastResult, rememberedName, identifierMode, enterprise, target, forgotPasswordHref }: Props) {
	const { t } = useSignInTranslation()
	const navigation = useNavigation()
	// A sign-in from the reservation flow carries its trip along (spec 000 §4 step 5).
	const [searchParams] = useSearchParams()
	const tripId = searchParams.get('tripId')
	const remembered = Boolean(rememberedName)
	const { form, fields } = useLazyValidation({
		id: 'sign-in',
		names: SIGN_IN_FIELDS,
		lastResult,
		validateOn: 'blur',
		defaultValue: { rememberMe: 'on' },
		limits: SIGN_IN_LIMITS,
		load: () => import('./validation/sign-in.ts').then((module) => module.signInValidation({ remembered, identifierMode })),
		eager: Boolean(target),
	})
	const submitting = navigation.state === 'submitting' && navigation.formAction === action
	const fieldError = (errors?: string[]) => (errors?.[0] ? t(`signIn.errors.${errors[0]}`) : undefined)
	const formErrors = (form.errors ?? []).map((key) => t(`signIn.errors.${key}`))
	// Spec 000 §5: an identifier that cannot sign in as typed brings the sign-in page warning; other field errors, the usual summary.
	const pageWarning = identifierPageWarning(fields.email.errors?.[0])
	const fieldSummary = pageWarning ? t(`signIn.errors.${pageWarning}`) : t('signIn.errorSummary')
	const summary = [...formErrors, ...(formErrors.length === 0 && (fields.email.errors || fields.pwrd.errors) ? [fieldSummary] : [])]
	const emailError = fieldError(fields.email.errors)
	const passwordError = fieldError(fields.pwrd.errors)

	return (
		// Remix's <Form> would post with fetch and ignore the target; in a frame the browser
		// must post to the top window itself, as it does without JavaScript.
		<Form method="post" action={action} target={target} reloadDocument={Boolean(target)} className="sign-in-form" {...form.props}>
			<ErrorSummary id={`${form.id}-summary`} messages={summary} />
			<input type="hidden" name="returnTo" value={returnTo} />
			{tripId ? <input type="hidden" name="tripId" value={tripId} /> : null}
			{remembered ? (
				<p className="sign-in-form__remembered">
					{t('signIn.rememberedEmailLabel')} <strong>{rememberedName}</strong>
				</p>
			) : (
				<TextField
					field={fields.email}
					label={t(identifierMode === 'credentials' ? 'signIn.credentialsLabel' : 'signIn.emailLabel')}
					error={emailError}
					autoComplete="username"
				/>
			)}
			<TextField
				field={fields.pwrd}
				label={t('signIn.passwordLabel')}
				error={passwordError}
				type="password"
				input={PasswordInput}
				autoComplete="current-password"
			/>
			{enterprise ? null : <CheckboxRow field={fields.rememberMe} label={t('signIn.rememberMe')} hint={t('signIn.rememberMeHint')} />}
			<button type="submit" name="intent" value="sign-in" disabled={submitting} aria-busy={submitting}>
				{t(submitting ? 'signIn.submitting' : 'signIn.submit')}
			</button>
			<p>
				<Link to={forgotPasswordHref} target={target}>
					{t('signIn.forgotPassword')}
				</Link>
			</p>
		</Form>
	)
}
