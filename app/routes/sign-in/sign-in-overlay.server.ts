import { json, type AppLoadContext } from '@remix-run/node'
import { localizePath } from '#app/models/locale.ts'
import { meansInvalidCredentials, signInErrorMessage } from '#app/models/sign-in-outcome.ts'
import { clientIdOf } from '#app/models/sign-in-content.ts'
import { signInErrorPageMessage, signInErrorPath } from '#app/models/sign-in-overlay.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { signInPageAction, signInPageData, type SignInVariant } from './sign-in-page.server.ts'
import { readSession } from '#app/services/upstream/session.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { isFeatureEnabled } from '#app/services/upstream/feature-flags.server.ts'
import { SIGN_IN_OVERLAYS_FLAG, fullSignInPath } from '#app/models/sign-in-overlay.ts'

type Args = { request: Request; context: AppLoadContext }
/** One overlay route: where its form posts, the page module the platform is told, and its join content. */
export type OverlayPage = Pick<SignInVariant, 'path' | 'pageModuleName' | 'contentBlock'>

function overlayVariant(request: Request, page: OverlayPage): SignInVariant {
	const clientId = clientIdOf(new URL(request.url).searchParams)
	return {
		...page,
		overlay: true,
		// Spec 000 §4 step 6: every failure goes to the sign-in error page. The form targets
		// the top window, so this redirect moves the whole page, not the frame.
		onFailure: (failure, visitor, returnTo) => {
			const invalidCredentials = visitor.state === 'remembered' && meansInvalidCredentials(failure.serverCode)
			const errorPage = signInErrorPath({ returnTo, messageKey: failure.messageKey, clientId, invalidCredentials })
			return redirectFor(request, localizePath(errorPage, visitor.locale))
		},
	}
}

// What the overlay's form must post with, whatever else the page's action URL keeps of
// the query: overlay=true (for /sign-in.mi) and the client id the error page is told.
function overlayQuery(request: Request) {
	const query = new URL(request.url).searchParams
	const kept = new URLSearchParams()
	if (query.get('overlay') === 'true') kept.set('overlay', 'true')
	const clientId = clientIdOf(query)
	if (clientId) kept.set('clientId', clientId)
	return kept
}

/** The loader of every overlay: the sign-in page's data, its form posting with the overlay's query. */
export async function loadSignInOverlay(args: Args, page: OverlayPage) {
	// Spec 001 §6: the overlays are shown by a feature setting; with it off, the full page.
	const visitor = await getVisitor(args.request, args.context)
	if (!(await isFeatureEnabled(SIGN_IN_OVERLAYS_FLAG, visitor.upstream))) {
		throw redirectFor(args.request, localizePath(fullSignInPath(new URL(args.request.url).searchParams), visitor.locale))
	}
	const data = await signInPageData(args, overlayVariant(args.request, page))
	const action = new URL(data.action, 'http://overlay.invalid')
	for (const [name, value] of overlayQuery(args.request)) action.searchParams.set(name, value)
	return json({ ...data, action: `${action.pathname}${action.search}` })
}

export const signInOverlayAction = (args: Args, page: OverlayPage) => signInPageAction(args, overlayVariant(args.request, page))

/** The error page's loader: the sign-in page (not the overlay) and the message to show. */
export async function loadSignInErrorPage(args: Args, variant: SignInVariant) {
	const data = await signInPageData(args, variant)
	const visitor = await getVisitor(args.request, args.context)
	const query = new URL(args.request.url).searchParams
	const errors: unknown = translatorFor(visitor.locale)('signIn.errors', { returnObjects: true })
	const isKnown = (key: string) => typeof errors === 'object' && errors !== null && Object.hasOwn(errors, key)
	const errorMessageType = query.get('errorMessageType')
	const messageKey = signInErrorPageMessage({
		errorMessageType,
		inValidCredentials: query.get('inValidCredentials'),
		// Spec 000 §4 step 7: the session's errors only when the query names none we know.
		apiErrors: errorMessageType && isKnown(errorMessageType) ? [] : await sessionApiErrors(visitor),
		isKnown,
		fallback: signInErrorMessage(null),
	})
	return json({ ...data, messageKey })
}

async function sessionApiErrors(visitor: Visitor): Promise<string[]> {
	if (!visitor.sessionToken) return []
	try {
		return (await readSession(visitor.upstream)).data.apiErrors ?? []
	} catch {
		// No session to read (expired, or the platform is down): the generic message will do.
		return []
	}
}
