import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'
import { ReservationMessage } from '#app/ui/reservation-message.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The platform refused to sell the chosen room (spec 001 §2): back to the same rate
// list search to pick another rate, or the phone line.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.unsuccessfulSell.title'))
}

export default function UnsuccessfulSellPage() {
	const { t } = useTranslation()
	const { links } = useLoaderData<typeof loader>()
	return (
		<ReservationMessage
			title={t('reservation.unsuccessfulSell.title')}
			body={t('reservation.unsuccessfulSell.body')}
			actions={[
				{
					to: links.rateList,
					label: t('reservation.unsuccessfulSell.tryAnother'),
				},
				{ to: links.phone, label: t('reservation.unsuccessfulSell.callUs') },
			]}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
