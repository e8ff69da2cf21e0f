import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'

// The platform refused to sell the chosen room (spec 001 §2): back to the same rate
// list search to pick another rate, or the phone line.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.unsuccessfulSell.title'))
}

export default function UnsuccessfulSellPage() {
	const { t } = useTranslation()
	const { links } = useLoaderData<typeof loader>()
	return (
		<section className="reservation-message" aria-labelledby="reservation-message-title">
			<h1 id="reservation-message-title">{t('reservation.unsuccessfulSell.title')}</h1>
			<p>{t('reservation.unsuccessfulSell.body')}</p>
			<ul className="reservation-message__actions">
				<li>
					<Link to={links.rateList}>{t('reservation.unsuccessfulSell.tryAnother')}</Link>
				</li>
				<li>
					<Link to={links.phone}>{t('reservation.unsuccessfulSell.callUs')}</Link>
				</li>
			</ul>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
