import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { localizePath } from '#app/models/locale.ts'
import { isSafeLocation } from '#app/models/return-to.ts'
import { changesStateOnGet, mayChangeState } from '#app/models/state-change-on-get.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { useManageTranslation } from '#app/ui/messages/manage.ts'
import { NOT_INDEXED } from '#app/models/page-meta.ts'

// The generic redirect page (spec 001 §2, path ours: /reservation/redirect.mi?to=…): a
// moment's "taking you to…" with a plain link, for a destination the platform hands over.
// Only a page of this site is offered; anything else — another site, `//host`, a
// malformed address — offers the home page instead, and the page stays put.
//
// The page moves on by itself (an immediate meta refresh, so it works without
// JavaScript; a delayed one would hurry a reader, WCAG 2.2.1) only when the browser says
// this request came from our own pages or from the visitor (the rule of decision 009):
// the refresh starts on our page, so the next request says `Sec-Fetch-Site: same-origin`,
// and following it for a link from another site would turn that link into one of ours
// (issue 28, item 4). Otherwise the page offers a link to click, and never a link to an
// address whose GET changes state: that address asks first only when reached from elsewhere.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	const to = new URL(request.url).searchParams.get('to') ?? ''
	const trusted = mayChangeState(request)
	const safe = isSafeLocation(to) && (trusted || !changesStateOnGet(to)) ? to : null
	return json(
		{
			title: t('reservation.pageTitle', { name: t('manage.redirect.title'), site: t('site.name') }),
			to: safe,
			follow: safe !== null && trusted,
			home: localizePath('/', visitor.locale),
		},
		{ status: safe ? 200 : 400, headers: { 'Cache-Control': 'no-store' } },
	)
}

export default function RedirectPage() {
	const { t } = useManageTranslation()
	const { to, follow, home } = useLoaderData<typeof loader>()
	return (
		<section aria-labelledby="redirect-heading">
			<h1 id="redirect-heading">{t('manage.redirect.title')}</h1>
			{to ? (
				<p>
					{t(follow ? 'manage.redirect.moving' : 'manage.redirect.offered')} <Link to={to}>{t('manage.redirect.continue')}</Link>
				</p>
			) : (
				<p role="alert">
					{t('manage.redirect.unsafe')} <Link to={home}>{t('manage.redirect.home')}</Link>
				</p>
			)}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
	{ title: data?.title },
	NOT_INDEXED,
	...(data?.to && data.follow ? [{ httpEquiv: 'refresh', content: `0;url=${data.to}` } as const] : []),
]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
