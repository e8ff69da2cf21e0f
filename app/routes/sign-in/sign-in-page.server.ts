import { json, type AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { firstLanguage, isSignInRefused } from '#app/models/sign-in-availability.ts'
import { LOOKUP_PATH } from '#app/models/reservation-lookup.ts'
import { contentBlockRequest, type ContentBlockLayout } from '#app/models/sign-in-content.ts'
import { identifierModeFor } from '#app/models/sign-in.ts'
import { isIdentifierRefusal } from '#app/models/sign-in-outcome.ts'
import { signInSchema } from '#app/models/sign-in-schema.ts'
import { SUCCESS_EVENT_FIELD, successEventOf, type SignInSuccess } from '#app/models/sign-in-success-event.ts'
import { getEnv } from '#app/services/env.server.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'
import { attemptSignIn } from '#app/services/sign-in.server.ts'
import { forgetRememberedMember } from './sign-out.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'

/** What sets one sign-in screen apart from another (spec 000 §2 "Sign-in screen"). */
export type SignInVariant = {
	/** The address the form posts to (before the locale prefix). */
	path: string
	/** The page module the platform is told about (spec 000 §3 login payload). */
	pageModuleName: string
	/** Inside a frame: the form and its links navigate the whole page. */
	overlay?: boolean
	/** Enterprise account access: no remember-me, its own errors (spec 000 §6). */
	enterprise?: boolean
	/**
	 * A failure the screen answers itself instead of showing it beside the form (the
	 * overlay sends the whole page to the sign-in error page); null: show it as usual.
	 */
	onFailure?: (failure: { messageKey: string; serverCode?: string }, visitor: Visitor, returnTo: string) => Response | null
	/** The join content block beside the form (spec 000 §2), or false for none. Default: the default layout; none for enterprise. */
	contentBlock?: { layout?: ContentBlockLayout; lookupMode?: boolean; continueAsPath?: string } | false
	/** A one-time notice (catalogue key) on the page signed in to, e.g. the enterprise variant's success message. */
	signedInNotice?: string
}

type Args = { request: Request; context: AppLoadContext }

const identifierModeOf = (locale: string) => {
	const env = getEnv()
	return identifierModeFor({ locale, mobileAuth: env.MOBILE_AUTH, testMode: env.SIGN_IN_TEST_MODE })
}
const returnToOf = (request: Request) => safeReturnTo(new URL(request.url).searchParams.get('returnTo'))
const signInRefusedFor = (request: Request, locale: string) =>
	isSignInRefused([locale, firstLanguage(request.headers.get('Accept-Language'))], getEnv().LOGIN_DISABLED_LOCALES)

/** The loader of every sign-in screen: a member goes straight on to returnTo. */
export async function loadSignInPage(args: Args, variant: SignInVariant) {
	return json(await signInPageData(args, variant))
}

/** What every sign-in screen shows (the overlays and the error page add to it); a member is redirected on. */
export async function signInPageData({ request, context }: Args, variant: SignInVariant) {
	const visitor = await getVisitor(request, context)
	const returnTo = returnToOf(request)
	if (visitor.state === 'member') throw redirectFor(request, safeLocalizedReturnTo(returnTo, visitor.locale))
	const t = translatorFor(visitor.locale)
	const { clientId, onlineJoin } = contentBlockRequest(new URL(request.url), request.headers.get('Accept-Language'))
	return {
		title: `${t('signIn.title')} | ${t('site.name')}`,
		returnTo,
		refused: signInRefusedFor(request, visitor.locale),
		rememberedName: visitor.state === 'remembered' ? visitor.name : undefined,
		identifierMode: identifierModeOf(visitor.locale),
		// The query (returnTo, tripId, clientId…) rides along, so a refused post re-renders the same screen.
		action: localizePath(`${variant.path}${new URL(request.url).search}`, visitor.locale),
		forgotPasswordHref: localizePath('/emailPassword.mi', visitor.locale),
		overlay: Boolean(variant.overlay),
		enterprise: Boolean(variant.enterprise),
		clientId,
		contentBlock:
			variant.contentBlock === false || variant.enterprise
				? null
				: {
						...variant.contentBlock,
						// Spec 000 §2's reservation-lookup (and check-in) variant: signing in, or going on as a guest to the lookup.
						...(new URL(request.url).searchParams.get('lookup') === 'true' ? { lookupMode: true, continueAsPath: LOOKUP_PATH } : {}),
						onlineJoin,
						imageCacheDomain: getEnv().IMAGE_CACHE_DOMAIN,
					},
	}
}

/**
 * The action of every sign-in screen: signs in and redirects, or answers with the
 * errors beside the fields (400), the refusal (401), the rate limit (429) or an
 * unavailable platform (503), never keeping the password.
 */
export async function signInPageAction({ request, context }: Args, variant: SignInVariant) {
	const visitor = await getVisitor(request, context)
	const formData = await readFormData(request)
	if (formData.get('intent') === 'forget-me') {
		return forgetRememberedMember(request, visitor, String(formData.get('returnTo') ?? ''), { overlay: variant.overlay })
	}
	if (signInRefusedFor(request, visitor.locale)) throw new Response('Sign-in is not available here', { status: 403 })

	const remembered = visitor.state === 'remembered'
	const submission = parseSubmission(formData, signInSchema({ remembered, identifierMode: identifierModeOf(visitor.locale) }))
	const returnTo = safeReturnTo(formData.get('returnTo'))
	const handled = (failure: { messageKey: string; serverCode?: string }, headers?: HeadersInit) => {
		const response = variant.onFailure?.(failure, visitor, returnTo)
		for (const [name, headerValue] of new Headers(headers)) response?.headers.append(name, headerValue)
		return response ?? null
	}
	if (submission.status !== 'success') {
		const firstError = Object.values(submission.error ?? {}).flat()[0]
		return (firstError ? handled({ messageKey: firstError }) : null) ?? json({ result: submission.reply({ hideFields: ['pwrd'] }) }, { status: 400 })
	}
	const { value } = submission
	const attempt = { ...value, rememberMe: variant.enterprise ? false : value.rememberMe, pageModuleName: variant.pageModuleName }
	const outcome = await attemptSignIn(request, visitor, { ...attempt, enterprise: variant.enterprise, overlay: variant.overlay })
	// The session the service handed back (its new id at least) goes into the cookie of every answer.
	const sessionCookie = outcome.kind === 'rate-limited' ? new Headers() : await newSessionHeaders(request, outcome.session)
	const fail = (formErrors: string[], status: number, headers?: HeadersInit, hideEmail = false) =>
		json({ result: submission.reply({ formErrors, hideFields: hideEmail ? ['pwrd', 'email'] : ['pwrd'] }) }, { status, headers })
	// A refusal about the identifier typed goes beside that field; the form adds the page warning.
	const failAtIdentifier = (messageKey: string, headers: HeadersInit) =>
		json({ result: submission.reply({ fieldErrors: { email: [messageKey] }, hideFields: ['pwrd', 'email'] }) }, { status: 401, headers })

	switch (outcome.kind) {
		case 'signed-in': {
			// Step 2: a configured success event, and no multi-factor step: the data, not a redirect.
			const successEvent = successEventOf(formData.get(SUCCESS_EVENT_FIELD))
			if (successEvent && !outcome.mfa) {
				const signedIn: SignInSuccess = { ...outcome.member, nextStateURI: outcome.redirectTo }
				return json({ successEvent, signedIn }, { headers: sessionCookie })
			}
			if (!variant.signedInNotice) return redirectFor(request, outcome.redirectTo, { headers: sessionCookie })
			outcome.session.flash('notice', variant.signedInNotice)
			return redirectFor(request, outcome.redirectTo, { headers: await newSessionHeaders(request, outcome.session) })
		}
		case 'second-factor':
			// Every screen, the overlays too (their form targets the top window), goes on to the code page.
			return redirectFor(request, outcome.redirectTo, { headers: sessionCookie })
		case 'rate-limited':
			return handled({ messageKey: 'tooManyAttempts' }) ?? fail(['tooManyAttempts'], 429, { 'Retry-After': String(outcome.retryAfterSeconds) })
		case 'unavailable':
			return handled({ messageKey: 'uxlFailureErrorMessage' }, sessionCookie) ?? fail(['uxlFailureErrorMessage'], 503, sessionCookie)
		case 'refused':
			if (outcome.redirectTo) return redirectFor(request, outcome.redirectTo, { headers: sessionCookie })
			return (
				handled(outcome, sessionCookie) ??
				// Step 6: the password is cleared, and the e-mail kept only for a remembered member.
				(!remembered && isIdentifierRefusal(outcome.messageKey)
					? failAtIdentifier(outcome.messageKey, sessionCookie)
					: fail([outcome.messageKey], 401, sessionCookie, !remembered))
			)
	}
}
