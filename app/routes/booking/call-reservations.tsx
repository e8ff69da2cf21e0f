import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// A booking the site cannot take online: the reservations phone line (spec 001 §2).
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.phone.title'))
}

export default function CallUsPage() {
	const { t } = useTranslation()
	const { links } = useLoaderData<typeof loader>()
	const number = t('reservation.phone.number')
	return (
		<section className="reservation-message" aria-labelledby="reservation-message-title">
			<h1 id="reservation-message-title">{t('reservation.phone.title')}</h1>
			<p>{t('reservation.phone.body')}</p>
			<p className="reservation-message__phone">
				{t('reservation.phone.numberLabel')}: <a href={`tel:${number.replace(/\s/g, '')}`}>{number}</a>
			</p>
			<p>{t('reservation.phone.hours')}</p>
			<p>
				<Link to={links.home}>{t('reservation.phone.backHome')}</Link>
			</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
