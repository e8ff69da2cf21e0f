import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'

// Where an expired platform session lands (spec 001 §2, §8): the layout has already
// dropped the dead session id, so both ways out start fresh.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.expiredSession.title'))
}

export default function ExpiredSessionPage() {
	const { t } = useTranslation()
	const { links, signedIn } = useLoaderData<typeof loader>()
	return (
		<section className="reservation-message" aria-labelledby="reservation-message-title">
			<h1 id="reservation-message-title">{t('reservation.expiredSession.title')}</h1>
			<p>{t('reservation.expiredSession.body')}</p>
			<ul className="reservation-message__actions">
				{signedIn ? null : (
					<li>
						<Link to={links.signIn}>{t('reservation.expiredSession.signIn')}</Link>
					</li>
				)}
				<li>
					<Link to={links.home}>{t('reservation.expiredSession.startAgain')}</Link>
				</li>
			</ul>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
