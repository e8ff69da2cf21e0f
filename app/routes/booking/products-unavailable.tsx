import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'
import { ReservationMessage } from '#app/ui/reservation-message.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// No rooms for the dates asked (spec 001 §2): the rate list's search form (with the
// last search) is where dates change; a new search finds other hotels.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.productsUnavailable.title'))
}

export default function ProductsUnavailablePage() {
	const { t } = useTranslation()
	const { links } = useLoaderData<typeof loader>()
	return (
		<ReservationMessage
			title={t('reservation.productsUnavailable.title')}
			body={t('reservation.productsUnavailable.body')}
			actions={[
				{
					to: links.rateList,
					label: t('reservation.productsUnavailable.changeDates'),
				},
				{
					to: links.home,
					label: t('reservation.productsUnavailable.newSearch'),
				},
			]}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
