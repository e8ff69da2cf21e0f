import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ACTIVATION_LIMITS } from '#app/models/account-limits.ts'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { fieldsOf, type Field } from '#app/ui/form-fields/fields.ts'
import { TextField } from '#app/ui/form-fields.tsx'
import { useAccountTranslation } from '#app/ui/messages/account.ts'
import { CheckedPasswordField } from '#app/ui/checked-password-field.tsx'
import { activationPage, activationStep } from './activate.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Activate an online account: the member number and last name, then a password (the
// server's steps are in the .server.ts file beside this one).

export const loader = ({ request, context }: LoaderFunctionArgs) => activationPage(request, context)
export const action = ({ request, context }: ActionFunctionArgs) => activationStep(request, context)

export default function ActivationPage() {
	const { t } = useAccountTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	if (answer && 'activated' in answer) {
		return (
			<section className="join" aria-labelledby="activate-heading">
				<h1 id="activate-heading">{t('account.activate.title')}</h1>
				<p role="status">
					{t('account.activate.activationSuccessSignInFailedError', { number: answer.activated.memberNumber })}{' '}
					<Link to={answer.signIn}>{t('account.join.signIn')}</Link>
				</p>
			</section>
		)
	}
	const lastResult = (answer && 'result' in answer ? answer.result : null) as SubmissionResult<string[]> | null
	return (
		<section className="join" aria-labelledby="activate-heading">
			<h1 id="activate-heading">{t('account.activate.title')}</h1>
			{page.step === 'member' ? (
				<p>
					{t('account.join.alreadyMember')} {page.profile ? <Link to={page.profile}>{t('account.activate.toProfile')}</Link> : null}
				</p>
			) : page.step === 'find' ? (
				<FindAccountForm
					key={answer?.answerId ?? 'first'}
					action={page.action}
					lastResult={lastResult}
					signIn={answer && 'signIn' in answer ? answer.signIn : null}
				/>
			) : (
				<PasswordStep key={answer?.answerId ?? 'first'} action={page.action} emailHint={page.emailHint ?? ''} lastResult={lastResult} />
			)}
		</section>
	)
}

function useErrors(lastResult: SubmissionResult<string[]> | null) {
	const { t } = useAccountTranslation()
	return {
		t,
		errorOf: (field: Field) => (field.errors?.[0] ? t(`account.activate.errors.${field.errors[0]}`) : undefined),
		formErrors: (lastResult?.error?.[''] ?? []).map((key) => t(`account.activate.errors.${key}`)),
	}
}

function FindAccountForm({ action, lastResult, signIn }: { action: string; lastResult: SubmissionResult<string[]> | null; signIn: string | null | undefined }) {
	const { t, errorOf, formErrors } = useErrors(lastResult)
	const navigation = useNavigation()
	const fields = fieldsOf('activate', ['memberNumber', 'surname'] as const, lastResult, {}, ACTIVATION_LIMITS)
	return (
		<>
			<p>{t('account.activate.intro')}</p>
			<Form method="post" action={action} id="activate" className="guest-details" noValidate>
				<ErrorSummary id="activate-summary" messages={formErrors} />
				{signIn ? (
					<p>
						<Link to={signIn}>{t('account.join.signIn')}</Link>
					</p>
				) : null}
				<input type="hidden" name="intent" value="find" />
				<TextField field={fields.memberNumber} label={t('account.activate.memberNumber')} error={errorOf(fields.memberNumber)} autoComplete="off" />
				<TextField field={fields.surname} label={t('account.join.surname')} error={errorOf(fields.surname)} autoComplete="family-name" />
				<button type="submit" disabled={navigation.state !== 'idle'}>
					{t('account.activate.find')}
				</button>
			</Form>
		</>
	)
}

function PasswordStep({ action, emailHint, lastResult }: { action: string; emailHint: string; lastResult: SubmissionResult<string[]> | null }) {
	const { t, formErrors } = useErrors(lastResult)
	const { t: account } = useAccountTranslation()
	const fields = fieldsOf('activate-password', ['password'] as const, lastResult, {}, ACTIVATION_LIMITS)
	const passwordError = fields.password.errors?.[0]
	const errorText = passwordError
		? passwordError === 'upstreamRefused'
			? t('account.activate.errors.upstreamRefused')
			: account(`account.join.errors.${passwordError}`)
		: undefined
	return (
		<>
			<p>{t('account.activate.choosePassword', { email: emailHint })}</p>
			<Form method="post" action={action} id="activate-password" className="guest-details" noValidate>
				<ErrorSummary id="activate-password-summary" messages={formErrors} />
				<input type="hidden" name="intent" value="password" />
				<CheckedPasswordField field={fields.password} label={t('account.join.password')} error={errorText} />
				<button type="submit">{t('account.activate.submit')}</button>
			</Form>
			<Form method="post" action={action}>
				<input type="hidden" name="intent" value="restart" />
				<button type="submit" className="link-button">
					{t('account.activate.restart')}
				</button>
			</Form>
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
