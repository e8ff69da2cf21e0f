import { randomUUID } from 'node:crypto'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { localizePath } from '#app/models/locale.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { SECOND_FACTOR_PATH, secondFactorSchema } from '#app/models/second-factor.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { resendSecondFactorCode, verifySecondFactor } from '#app/services/second-factor.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { useAccountTranslation } from '#app/ui/messages/account.ts'
import { SecondFactorForm } from '#app/ui/second-factor-form.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The code page of a sign-in with a second factor (docs/decisions/020; the spec has none):
// the password was right, the platform sent a one-time code, and the session is not
// signed in until the code is. Anyone else is sent on: a member to returnTo, a visitor
// with no sign-in pending to the sign-in page.

/** The visitor's pending sign-in, or the redirect that sends anyone else on. */
function pendingOrRedirect(request: Request, visitor: Visitor, returnTo: string) {
	if (visitor.state === 'member') throw redirectFor(request, safeLocalizedReturnTo(returnTo, visitor.locale))
	if (!visitor.secondFactor) throw redirectFor(request, signInHref(returnTo, visitor.locale))
	return { ...visitor, secondFactor: visitor.secondFactor }
}

const actionOf = (returnTo: string, visitor: Visitor) => localizePath(`${SECOND_FACTOR_PATH}?returnTo=${encodeURIComponent(returnTo)}`, visitor.locale)

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'))
	const { secondFactor } = pendingOrRedirect(request, visitor, returnTo)
	const t = translatorFor(visitor.locale)
	return json(
		{
			title: `${t('account.secondFactor.title')} | ${t('site.name')}`,
			action: actionOf(returnTo, visitor),
			returnTo,
			signInHref: signInHref(returnTo, visitor.locale),
			sentTo: secondFactor.sentTo,
			channel: secondFactor.channel,
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const form = await readFormData(request)
	const returnTo = safeReturnTo(form.get('returnTo'))
	const pending = pendingOrRedirect(request, visitor, returnTo)
	const here = actionOf(returnTo, visitor)
	const submission = parseSubmission(form, secondFactorSchema)
	// The code is never sent back to the page.
	const reply = (answer: Parameters<typeof submission.reply>[0] = {}) => submission.reply({ ...answer, hideFields: ['code'] })
	const answer = (status: number, result: ReturnType<typeof reply>, headers?: HeadersInit) => json({ answerId: randomUUID(), result }, { status, headers })
	const tooMany = (locked: boolean, seconds: number, headers?: HeadersInit) => {
		const withWait = new Headers(headers)
		withWait.set('Retry-After', String(seconds))
		return answer(429, reply({ formErrors: [locked ? 'otpLockedOutErrorMessage' : 'otpTooSoon'] }), withWait)
	}

	if (form.get('intent') === 'resend') {
		const outcome = await resendSecondFactorCode(pending)
		switch (outcome.kind) {
			case 'sent':
				return redirectWithNotice(request, here, 'forgotPassword.codeResent')
			case 'rate-limited':
				return tooMany(outcome.locked, outcome.retryAfterSeconds)
			case 'expired':
				return redirectFor(request, signInHref(returnTo, visitor.locale))
			case 'unavailable':
				return answer(503, reply({ formErrors: ['unavailable'] }))
		}
	}

	if (submission.status !== 'success') return answer(400, reply())
	const outcome = await verifySecondFactor(request, pending, submission.value.code)
	// The session the service handed back (a new id) goes into the cookie, whatever the answer.
	const sessionCookie = await newSessionHeaders(request, outcome.session)
	switch (outcome.kind) {
		case 'verified':
			return redirectFor(request, safeLocalizedReturnTo(returnTo, visitor.locale), { headers: sessionCookie })
		case 'refused':
			return answer(400, reply({ fieldErrors: { code: [outcome.reason === 'wrong-code' ? 'otpInvalid' : 'otpExpired'] } }), sessionCookie)
		case 'rate-limited':
			return tooMany(outcome.locked, outcome.retryAfterSeconds, sessionCookie)
		case 'unavailable':
			return answer(503, reply({ formErrors: ['unavailable'] }), sessionCookie)
	}
}

export default function SecondFactorPage() {
	const { t } = useAccountTranslation()
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	// Each answer, and each redirect's new location, starts the form afresh, as it does without JavaScript.
	const { key: location } = useLocation()
	return (
		<section className="forgot-password" aria-labelledby="second-factor-heading">
			<h1 id="second-factor-heading">{t('account.secondFactor.heading')}</h1>
			<SecondFactorForm
				key={actionData?.answerId ?? location}
				action={data.action}
				returnTo={data.returnTo}
				lastResult={actionData?.result}
				sentTo={data.sentTo}
				channel={data.channel}
			/>
			<p>
				<Link to={data.signInHref}>{t('account.secondFactor.signInAgain')}</Link>
			</p>
		</section>
	)
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
