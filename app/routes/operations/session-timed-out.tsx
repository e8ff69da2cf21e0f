import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { signInHref } from '#app/models/sign-in-link.ts'
import { getLocale, translatorFor } from '#app/services/i18n.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Where an expired session lands (spec 000 §2): say so, and offer to sign in again.
export async function loader({ request }: LoaderFunctionArgs) {
	const locale = await getLocale(request)
	const t = translatorFor(locale)
	return json({
		title: `${t('session.timedOutTitle')} | ${t('site.name')}`,
		signInHref: signInHref(new URL(request.url).searchParams.get('returnTo'), locale),
	})
}

export default function SessionTimedOutPage() {
	const { t } = useTranslation()
	const { signInHref } = useLoaderData<typeof loader>()
	return (
		<section aria-labelledby="timed-out-heading">
			<h1 id="timed-out-heading">{t('session.timedOutTitle')}</h1>
			<p>{t('session.timedOutBody')}</p>
			<p>
				<Link to={signInHref}>{t('session.signInAgain')}</Link>
			</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
