import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath } from '#app/models/locale.ts'
import { safeLocalizedReturnTo, safeReturnTo } from '#app/models/return-to.ts'
import { SIGN_IN_PATHS } from '#app/models/sign-in-content.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Where a page for members sends a visitor who is not signed in (spec 000 §2 /unAuth):
// say so, and offer sign-in that comes back to the page. A member is already let in.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const returnTo = safeReturnTo(new URL(request.url).searchParams.get('returnTo'))
	if (visitor.state === 'member') throw redirect(safeLocalizedReturnTo(returnTo, visitor.locale))
	const t = translatorFor(visitor.locale)
	return json({
		title: `${t('unAuth.title')} | ${t('site.name')}`,
		signInHref: signInHref(returnTo, visitor.locale),
		joinHref: localizePath(SIGN_IN_PATHS.join, visitor.locale),
	})
}

export default function UnAuthPage() {
	const { t } = useTranslation()
	const { signInHref, joinHref } = useLoaderData<typeof loader>()
	return (
		<section aria-labelledby="un-auth-heading">
			<h1 id="un-auth-heading">{t('unAuth.title')}</h1>
			<p>{t('unAuth.body')}</p>
			<p>
				<Link to={signInHref} className="button-link">
					{t('unAuth.signIn')}
				</Link>
			</p>
			<p>
				<Link to={joinHref}>{t('unAuth.join')}</Link>
			</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
