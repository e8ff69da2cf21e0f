import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'

// No rooms for the dates asked (spec 001 §2): the rate list's search form (with the
// last search) is where dates change; a new search finds other hotels.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.productsUnavailable.title'))
}

export default function ProductsUnavailablePage() {
	const { t } = useTranslation()
	const { links } = useLoaderData<typeof loader>()
	return (
		<section className="reservation-message" aria-labelledby="reservation-message-title">
			<h1 id="reservation-message-title">{t('reservation.productsUnavailable.title')}</h1>
			<p>{t('reservation.productsUnavailable.body')}</p>
			<ul className="reservation-message__actions">
				<li>
					<Link to={links.rateList}>{t('reservation.productsUnavailable.changeDates')}</Link>
				</li>
				<li>
					<Link to={links.home}>{t('reservation.productsUnavailable.newSearch')}</Link>
				</li>
			</ul>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
