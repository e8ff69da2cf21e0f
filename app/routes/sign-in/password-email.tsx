import { randomUUID } from 'node:crypto'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { ONE_TIME_CODE_ERRORS } from '@meridian/upstream-contract/contract.ts'
import { maskedEmail, newPasswordSchema, passwordResetRequestSchema } from '#app/models/forgot-password.ts'
import { localizePath } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { passwordResetCodeLimits } from '#app/services/one-time-code-limits.server.ts'
import { forgotPasswordLimits } from '#app/services/per-ip-limits.server.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { sealedPassword } from '#app/services/password-encryption.server.ts'
import { forgetPasswordReset, rememberedPasswordReset, rememberPasswordReset } from '#app/services/password-reset-session.server.ts'
import { sendPasswordResetCode, submitNewPassword } from '#app/services/upstream/account.server.ts'
import { OneTimeCodeRefused } from '#app/services/upstream/errors.server.ts'
import { logUnlessUpstream } from '#app/services/unexpected-error.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ForgotPasswordForm } from '#app/ui/forgot-password-form.tsx'
import { NewPasswordForm } from '#app/ui/new-password-form.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The password e-mail page (spec 000 §2 /emailPassword.mi, §4 step 9, §7 forgotPasswordSubmit,
// generateOTP, newPasswordSubmit): the account's e-mail and a way to send a one-time code,
// then the code and a new password, then the sign-in page says passwordUpdatedMsg. The
// platform answers the same whether or not the account exists, and so does this page: the
// second step follows any valid address. The address waits in the platform session between
// the steps; the code and the passwords are never sent back to the page.

const SECRET_FIELDS = ['code', 'password', 'confirmPassword']

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	const reset = await rememberedPasswordReset(request, context).catch((error: unknown) => {
		// Without the platform the first step still shows; its submit says what is wrong.
		logUnlessUpstream('password reset: session', error)
		return null
	})
	return json(
		{
			title: `${t('forgotPassword.title')} | ${t('site.name')}`,
			action: localizePath(SIGN_IN_PATHS.forgotPassword, visitor.locale),
			signInHref: localizePath(SIGN_IN_PATHS.signIn, visitor.locale),
			reset: reset ? { sentTo: maskedEmail(reset.email), channel: reset.channel } : null,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const here = localizePath(SIGN_IN_PATHS.forgotPassword, visitor.locale)
	const form = await readFormData(request)
	const intent = String(form.get('intent') ?? 'request')
	try {
		if (intent === 'request') return await requestCode(request, context, form, here)
		const reset = await rememberedPasswordReset(request, context)
		// Nothing under way (or the session ran out): the first step again.
		if (!reset || intent === 'restart') {
			if (reset) await forgetPasswordReset(request, context)
			return redirectFor(request, here)
		}
		if (intent === 'resend') {
			const submission = parseSubmission(form, newPasswordSchema)
			const taken = await passwordResetCodeLimits.takeResend(reset.email, visitor.clientIp)
			if (!taken.ok) return tooManyCodes(submission.reply({ hideFields: SECRET_FIELDS, resetForm: true }), taken.retryAfterSeconds)
			try {
				await sendPasswordResetCode({ ...reset, first: false }, visitor.upstream)
			} catch (error) {
				if (error instanceof OneTimeCodeRefused) return codeRefused(submission.reply({ hideFields: SECRET_FIELDS, resetForm: true }), error)
				throw error
			}
			return redirectWithNotice(request, here, 'forgotPassword.codeResent')
		}
		const submission = parseSubmission(form, newPasswordSchema)
		const reply = (answer: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...answer, hideFields: SECRET_FIELDS })
		if (submission.status !== 'success') return json({ answerId: randomUUID(), result: reply() }, { status: 400 })
		// Taken before the platform is asked: parallel guesses get no more than the budget to it.
		const gate = await passwordResetCodeLimits.reserveCode(reset.email, visitor.clientIp)
		if (!gate.ok) return tooManyCodes(reply(), gate.retryAfterSeconds)
		try {
			const sealed = await sealedPassword(submission.value.password, visitor.upstream)
			await submitNewPassword({ email: reset.email, code: submission.value.code, ...sealed }, visitor.upstream)
		} catch (error) {
			if (!(error instanceof OneTimeCodeRefused)) {
				await gate.giveBack()
				throw error
			}
			// A new password the rules refuse came with the right code: no guess.
			if (error.field === 'password') await gate.giveBack()
			if (error.code === ONE_TIME_CODE_ERRORS.invalid)
				return json({ answerId: randomUUID(), result: reply({ fieldErrors: { code: ['otpInvalid'] } }) }, { status: 400 })
			if (error.code === ONE_TIME_CODE_ERRORS.expired)
				return json({ answerId: randomUUID(), result: reply({ fieldErrors: { code: ['otpExpired'] } }) }, { status: 400 })
			if (error.field === 'password')
				return json({ answerId: randomUUID(), result: reply({ fieldErrors: { password: ['passwordStrength'] } }) }, { status: 400 })
			return codeRefused(reply(), error)
		}
		await gate.giveBack()
		await forgetPasswordReset(request, context)
		return redirectWithNotice(request, localizePath(SIGN_IN_PATHS.signIn, visitor.locale), 'forgotPassword.passwordUpdatedMsg')
	} catch (error) {
		// The upstream client has logged a platform failure; the visitor keeps what they typed (not the code or passwords).
		logUnlessUpstream('forgot password', error)
		return json(
			{ answerId: randomUUID(), result: parseSubmission(form, passwordResetRequestSchema).reply({ formErrors: ['unavailable'], hideFields: SECRET_FIELDS }) },
			{ status: 503 },
		)
	}
}

/** The first step: a code to a valid address, whether or not it has an account; limited per connection. */
async function requestCode(request: Request, context: Parameters<typeof action>[0]['context'], form: FormData, here: string) {
	const visitor = await getVisitor(request, context)
	const submission = parseSubmission(form, passwordResetRequestSchema)
	if (submission.status !== 'success') return json({ answerId: randomUUID(), result: submission.reply() }, { status: 400 })
	if (!(await forgotPasswordLimits.allow(visitor.clientIp))) {
		return json({ answerId: randomUUID(), result: submission.reply({ formErrors: ['tooManyRequests'] }) }, { status: 429 })
	}
	const { email, channel } = submission.value
	try {
		await sendPasswordResetCode({ email, channel, first: true }, visitor.upstream)
	} catch (error) {
		if (!(error instanceof OneTimeCodeRefused)) throw error
		if (error.code !== ONE_TIME_CODE_ERRORS.tooSoon) return codeRefused(submission.reply(), error)
		// A code went to this address a moment ago: the second step, with that code.
	}
	const { sessionToken } = await rememberPasswordReset(request, context, { email, channel })
	return redirectWithNotice(request, here, 'forgotPassword.sent', {}, { sessionToken })
}

type Reply = ReturnType<ReturnType<typeof parseSubmission>['reply']>

/** Over the app's own budget of codes or new codes (one-time-code-limits.server.ts): the lock-out's answer, the form kept. */
const tooManyCodes = (result: Reply, seconds: number) => waitAnswer(result, 'otpLockedOutErrorMessage', seconds)

/** A wait before a new code, or the lock-out after wrong codes (otpLockedOutErrorMessage): 429 with Retry-After. */
function codeRefused(result: Reply, error: OneTimeCodeRefused) {
	return waitAnswer(result, error.code === ONE_TIME_CODE_ERRORS.locked ? 'otpLockedOutErrorMessage' : 'otpTooSoon', error.retryAfterSeconds ?? 60)
}

function waitAnswer(result: Reply, key: string, seconds: number) {
	return json(
		{ answerId: randomUUID(), result: { ...result, error: { ...(result.error ?? {}), '': [key] } }, waitSeconds: seconds },
		{ status: 429, headers: { 'Retry-After': String(seconds) } },
	)
}

export default function ForgotPasswordPage() {
	const { t } = useTranslation()
	const { action: formAction, signInHref, reset } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	// Each answer, and each redirect's new location, starts the form afresh, as it does without JavaScript
	// (keyed on the answer: the location changes again once the loaders have revalidated).
	const { key: location } = useLocation()
	const key = actionData?.answerId ?? location
	return (
		<section className="forgot-password" aria-labelledby="forgot-password-heading">
			<h1 id="forgot-password-heading">{t('forgotPassword.heading')}</h1>
			{reset ? (
				<NewPasswordForm key={key} action={formAction} lastResult={actionData?.result} sentTo={reset.sentTo} channel={reset.channel} />
			) : (
				<>
					<p>{t('forgotPassword.intro')}</p>
					<ForgotPasswordForm key={key} action={formAction} lastResult={actionData?.result} />
				</>
			)}
			<p>
				<Link to={signInHref}>{t('forgotPassword.backToSignIn')}</Link>
			</p>
		</section>
	)
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
