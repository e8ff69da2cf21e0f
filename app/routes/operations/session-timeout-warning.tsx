import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { localizePath } from '#app/models/locale.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { sessionTimedOutHref, sessionTimeoutHref } from '#app/models/session-timeout-paths.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import { useSessionTranslation } from '#app/ui/messages/session.ts'
import { SessionTimeoutChoices } from '#app/ui/session-timeout-choices.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The session-timeout warning without JavaScript (spec 001 §2 "session timeout modal"):
// the booking pages link here. Every request the app serves reads the platform session,
// and a read starts its 30 idle minutes again (spec 001 §9), so this page's own load keeps
// the session; its button says so out loud and goes back. With JavaScript the same form
// sits in a dialog (app/ui/session-timeout-dialog.tsx), posting with _js=1 for an answer
// instead of a redirect. An ended session goes to the timed-out page.

const hasSession = (visitor: Visitor) => Boolean(visitor.sessionToken) && !visitor.sessionExpired

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'))
	if (!hasSession(visitor)) throw redirectFor(request, localizePath(sessionTimedOutHref(returnTo), visitor.locale))
	const t = translatorFor(visitor.locale)
	return json({
		title: `${t('sessionTimeout.pageTitle')} | ${t('site.name')}`,
		returnTo,
		action: localizePath(sessionTimeoutHref(returnTo), visitor.locale),
		signOutAction: localizePath('/logout.mi', visitor.locale),
		member: visitor.state === 'member',
	})
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const formData = await readFormData(request)
	const returnTo = safeReturnTo(formData.get('returnTo'))
	// Reading the visitor read the session: it is open for another 30 minutes, or it had ended.
	if (!hasSession(visitor)) throw redirectFor(request, localizePath(sessionTimedOutHref(returnTo), visitor.locale))
	if (formData.get('_js') === '1') return json({ extended: true })
	return redirectWithNotice(request, safeLocalizedReturnTo(returnTo, visitor.locale), 'sessionNote.extended')
}

export default function SessionTimeoutPage() {
	const { t } = useSessionTranslation()
	const data = useLoaderData<typeof loader>()
	return (
		<section aria-labelledby="session-timeout-heading" className="session-timeout">
			<h1 id="session-timeout-heading">{t('sessionTimeout.pageTitle')}</h1>
			<SessionTimeoutChoices {...data} />
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
