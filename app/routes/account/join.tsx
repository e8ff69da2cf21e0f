import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { enrollmentRefusal } from '#app/models/enrollment.ts'
import { enrollmentSchema } from '#app/models/enrollment-schema.ts'
import { defaultGuestCountry } from '#app/models/guest-countries.ts'
import { JOIN_LIMITS } from '#app/models/account-limits.ts'
import { localizePath } from '#app/models/locale.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { countryOfLanguage } from '#app/models/visitor-country.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'
import { orRefused, orUnavailable } from '#app/http/upstream-failure.server.ts'
import { addressLists } from '#app/services/address-lookups.server.ts'
import { rememberedEnrollment, rememberEnrollment } from '#app/services/enrollment-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { joinLimits } from '#app/services/per-ip-limits.server.ts'
import { sealedPassword } from '#app/services/password-encryption.server.ts'
import { attemptSignIn } from '#app/services/sign-in.server.ts'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { enroll } from '#app/services/upstream/enroll.server.ts'
import { openEnrollmentData } from '#app/services/upstream/enrollment-prefill.server.ts'
import { EnrollmentRefused } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { CountryField } from '#app/ui/country-field.tsx'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { fieldsOf, type Field } from '#app/ui/form-fields/fields.ts'
import { TextField } from '#app/ui/form-fields.tsx'
import { useAccountTranslation } from '#app/ui/messages/account.ts'
import { problemText } from '#app/ui/problem-text.ts'
import { CheckedPasswordField } from '#app/ui/checked-password-field.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// Join Meridian Rewards (spec 000 §2 /loyalty/createAccount/createAccountPage1.mi, §6
// countries without online join, §8 enrollment keys): name, e-mail, country, mobile phone,
// an optional partner programme number and a password; each refusal beside its field.
// The new member is signed in (a new session id, as at every sign-in) and welcomed with
// their member number (newMemberNumberMsg), which waits in the session, not the address.

const FIELDS = ['givenName', 'surname', 'email', 'countryCode', 'phone', 'partnerNumber', 'password'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	const title = `${t('account.join.title')} | ${t('site.name')}`
	const home = localizePath('/', visitor.locale)
	if (visitor.state === 'member') {
		const enrollment = await orUnavailable(() => rememberedEnrollment(request, context))
		return json(
			{ kind: 'member' as const, title, memberNumber: enrollment?.memberNumber ?? null, reservationLinked: enrollment?.reservationLinked ?? null, home },
			{ headers: { 'Cache-Control': 'private, no-store' } },
		)
	}
	// A join link's data (/enrollprefill): the stay's guest, filled in; the data rides along in the form.
	const prefillData = new URL(request.url).searchParams.get('prefill')
	const prefill = await orUnavailable(() => prefillOf(prefillData, visitor.upstream))
	return json({
		kind: 'form' as const,
		title,
		action: localizePath(SIGN_IN_PATHS.join, visitor.locale),
		country: prefill?.countryCode ?? defaultGuestCountry(countryOfLanguage(request.headers.get('accept-language'))),
		// The platform's own list (an hour's cache), so a resident of a country without online join can say so and be told.
		countries: (await addressLists(visitor.upstream)).countries,
		prefill: prefill && prefillData ? { data: prefillData, givenName: prefill.givenName, surname: prefill.surname, email: prefill.email } : null,
		prefillRefused: Boolean(prefillData && !prefill),
	})
}

/** The prefill a join link's data carries, or null (none, too long to be one, or refused by the platform). */
function prefillOf(data: unknown, ctx: UpstreamContext) {
	return typeof data === 'string' && data && data.length <= 4_000 ? openEnrollmentData(data, ctx) : Promise.resolve(null)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const here = localizePath(SIGN_IN_PATHS.join, visitor.locale)
	if (visitor.state === 'member') return redirectFor(request, here)
	const form = await readFormData(request)
	const submission = parseSubmission(form, enrollmentSchema(visitor.locale), { disableAutoCoercion: true })
	const refused = (reply: Parameters<typeof submission.reply>[0], status = 400) =>
		json({ kind: 'refused' as const, result: submission.reply({ ...reply, hideFields: ['password'] }), answerId: randomUUID() }, { status })
	if (submission.status !== 'success') return refused({})
	if (!(await joinLimits.allow(visitor.clientIp))) return refused({ formErrors: ['tooManyRequests'] }, 429)
	const { givenName, surname, email, countryCode, phone, partnerNumber, password } = submission.value
	const sealed = await orUnavailable(() => sealedPassword(password, visitor.upstream))
	const prefill = await orUnavailable(() => prefillOf(form.get('prefill'), visitor.upstream))
	// enroll v2 when the join carries a join link's stay, v1 otherwise.
	const joined = await orRefused(
		() =>
			enroll(
				{
					givenName,
					surname,
					email,
					countryCode,
					smsPhone: phone,
					partnerNumber: partnerNumber || null,
					confirmationNumber: prefill?.confirmationNumber,
					...sealed,
				},
				visitor.upstream,
			),
		EnrollmentRefused,
	)
	if (joined instanceof EnrollmentRefused) {
		logger.info('join: refused', { code: joined.code, field: joined.field })
		return refused(enrollmentRefusal(joined.code, joined.field, countryCode))
	}
	const signedIn = await attemptSignIn(request, visitor, {
		userId: email,
		password,
		rememberMe: false,
		returnTo: here,
		tripId: undefined,
		pageModuleName: 'enrollmentPage',
	})
	if (signedIn.kind !== 'signed-in') {
		// The account exists: say so with its number, and let the member sign in (activationSuccessSignInFailedError's case).
		return json(
			{ kind: 'joined' as const, memberNumber: joined.memberNumber, signIn: localizePath(SIGN_IN_PATHS.signIn, visitor.locale) },
			{ headers: 'session' in signedIn ? await newSessionHeaders(request, signedIn.session) : undefined },
		)
	}
	const enrollment = { memberNumber: joined.memberNumber, reservationLinked: prefill ? joined.reservationLinked : null }
	await orUnavailable(() => rememberEnrollment(enrollment, { ...visitor.upstream, sessionToken: signedIn.sessionToken }))
	return redirectFor(request, here, { headers: await newSessionHeaders(request, signedIn.session) })
}

const FORM_ID = 'join'

export default function JoinPage() {
	const { t } = useAccountTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	if (page.kind === 'member' || answer?.kind === 'joined') {
		const number = page.kind === 'member' ? page.memberNumber : answer?.kind === 'joined' ? answer.memberNumber : null
		return (
			<section className="join" aria-labelledby="join-heading">
				<h1 id="join-heading">{t(number ? 'account.join.welcomeTitle' : 'account.join.title')}</h1>
				{answer?.kind === 'joined' ? (
					<p role="status">
						{t('account.join.signInLater', { number })} <Link to={answer.signIn}>{t('account.join.signIn')}</Link>
					</p>
				) : (
					<p role="status">{number ? t('account.join.newMemberNumberMsg', { number }) : t('account.join.alreadyMember')}</p>
				)}
				{page.kind === 'member' && page.reservationLinked !== null ? (
					<p role={page.reservationLinked ? undefined : 'alert'}>
						{t(page.reservationLinked ? 'account.join.reservationLinked' : 'account.join.reservationNotLinkedErrorMsg')}
					</p>
				) : null}
				{page.kind === 'member' ? (
					<p>
						<Link to={page.home}>{t('account.join.home')}</Link>
					</p>
				) : null}
			</section>
		)
	}
	return (
		<JoinForm
			key={answer?.answerId ?? 'first'}
			page={page}
			lastResult={(answer?.kind === 'refused' ? answer.result : null) as SubmissionResult<string[]> | null}
		/>
	)
}

function JoinForm({
	page,
	lastResult,
}: {
	page: {
		action: string
		country: string
		countries: Array<{ code: string; name: string }>
		prefill: { data: string; givenName: string; surname: string; email: string } | null
		prefillRefused: boolean
	}
	lastResult: SubmissionResult<string[]> | null
}) {
	const { t, i18n } = useAccountTranslation()
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === page.action
	const { prefill } = page
	const fields = fieldsOf(
		FORM_ID,
		FIELDS,
		lastResult,
		{ countryCode: page.country, ...(prefill ? { givenName: prefill.givenName, surname: prefill.surname, email: prefill.email } : {}) },
		JOIN_LIMITS,
	)
	const errorOf = (field: Field) => (field.errors?.[0] ? problemText(t, i18n.language, 'account.join.errors', field.errors[0]) : undefined)
	const formErrors = (lastResult?.error?.[''] ?? []).map((key) => t(`account.join.errors.${key}`))
	const anyFieldError = FIELDS.some((name) => fields[name].errors?.length)
	return (
		<section className="join" aria-labelledby="join-heading">
			<h1 id="join-heading">{t('account.join.title')}</h1>
			<p>{t(prefill ? 'account.join.prefillIntro' : 'account.join.intro')}</p>
			{page.prefillRefused ? <p role="alert">{t('account.join.prefillRefused')}</p> : null}
			<Form method="post" action={page.action} id={FORM_ID} className="guest-details" noValidate>
				<ErrorSummary id={`${FORM_ID}-summary`} messages={formErrors.length ? formErrors : anyFieldError ? [t('account.join.errors.summary')] : []} />
				{prefill ? <input type="hidden" name="prefill" value={prefill.data} /> : null}
				<TextField field={fields.givenName} label={t('account.join.givenName')} error={errorOf(fields.givenName)} autoComplete="given-name" />
				<TextField field={fields.surname} label={t('account.join.surname')} error={errorOf(fields.surname)} autoComplete="family-name" />
				<TextField field={fields.email} label={t('account.join.email')} error={errorOf(fields.email)} type="email" autoComplete="email" />
				<CountryField field={fields.countryCode} label={t('account.join.country')} error={errorOf(fields.countryCode)} countries={page.countries} />
				<p className="field-hint" id={`${FORM_ID}-phone-hint`}>
					{t('account.join.phoneHint')}
				</p>
				<TextField
					field={fields.phone}
					label={t('account.join.phone')}
					error={errorOf(fields.phone)}
					type="tel"
					autoComplete="tel"
					describedBy={`${FORM_ID}-phone-hint`}
				/>
				<TextField field={fields.partnerNumber} label={t('account.join.partnerNumber')} error={errorOf(fields.partnerNumber)} autoComplete="off" />
				<CheckedPasswordField field={fields.password} label={t('account.join.password')} error={errorOf(fields.password)} />
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t('account.join.submit')}
				</button>
			</Form>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
