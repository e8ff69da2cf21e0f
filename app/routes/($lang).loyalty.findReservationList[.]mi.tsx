import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { localizePath } from '#app/models/locale.ts'
import { RESERVATION_PATHS } from '#app/models/reservation-redirects.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { lookupRedirect } from '#app/http/reservation-layout.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'

// My trips (spec 001 §2). Someone who is not signed in has no trips to list: the
// redirect table's lookup-to-my-trips rule sends them to the reservation lookup. The
// list itself is a later issue.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	if (visitor.state !== 'member') throw await lookupRedirect(request, context)
	const t = translatorFor(visitor.locale)
	return json({
		title: t('reservation.pageTitle', { name: t('reservation.myTrips.title'), site: t('site.name') }),
		lookup: localizePath(RESERVATION_PATHS.lookup, visitor.locale),
	})
}

export default function MyTripsPage() {
	const { t } = useTranslation()
	const { lookup } = useLoaderData<typeof loader>()
	return (
		<section className="reservation-message" aria-labelledby="my-trips-title">
			<h1 id="my-trips-title">{t('reservation.myTrips.title')}</h1>
			<p>{t('reservation.myTrips.notYet')}</p>
			<p>
				<Link to={lookup}>{t('reservation.myTrips.lookup')}</Link>
			</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
