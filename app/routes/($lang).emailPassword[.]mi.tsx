import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { forgotPasswordSchema } from '#app/models/forgot-password.ts'
import { localizePath } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { forgotPasswordLimits } from '#app/services/forgot-password-limits.server.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { redirectWithNotice } from '#app/http/redirects.server.ts'
import { submitForgotPassword } from '#app/services/upstream/account.server.ts'
import { logUnlessUpstream } from '#app/services/unexpected-error.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ForgotPasswordForm } from '#app/ui/forgot-password-form.tsx'

// The password e-mail page (spec 000 §2 /emailPassword.mi, §4 step 9). The platform
// answers the same whether or not the account exists, and so does this page: after a
// valid request, always the same "check your e-mail" notice (post/redirect/get).

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	return json({
		title: `${t('forgotPassword.title')} | ${t('site.name')}`,
		action: localizePath(SIGN_IN_PATHS.forgotPassword, visitor.locale),
		signInHref: localizePath(SIGN_IN_PATHS.signIn, visitor.locale),
	})
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const submission = parseSubmission(await readFormData(request), forgotPasswordSchema)
	if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
	if (!(await forgotPasswordLimits.allow(visitor.clientIp))) {
		return json({ result: submission.reply({ formErrors: ['tooManyRequests'] }) }, { status: 429 })
	}
	try {
		await submitForgotPassword(submission.value.email, visitor.upstream)
	} catch (error) {
		// The upstream client has logged a platform failure; the visitor keeps what they typed.
		logUnlessUpstream('forgot password', error)
		return json({ result: submission.reply({ formErrors: ['unavailable'] }) }, { status: 503 })
	}
	return redirectWithNotice(request, localizePath(SIGN_IN_PATHS.forgotPassword, visitor.locale), 'forgotPassword.sent')
}

export default function ForgotPasswordPage() {
	const { t } = useTranslation()
	const { action: formAction, signInHref } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	// After the redirect, a new location: the form starts empty, as it does without JavaScript.
	const { key } = useLocation()
	return (
		<section className="forgot-password" aria-labelledby="forgot-password-heading">
			<h1 id="forgot-password-heading">{t('forgotPassword.heading')}</h1>
			<p>{t('forgotPassword.intro')}</p>
			<ForgotPasswordForm key={key} action={formAction} lastResult={actionData?.result} />
			<p>
				<Link to={signInHref}>{t('forgotPassword.backToSignIn')}</Link>
			</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
