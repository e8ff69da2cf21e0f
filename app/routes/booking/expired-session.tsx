import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { explanationPage } from '#app/services/reservation-pages.server.ts'
import { ReservationMessage } from '#app/ui/reservation-message.tsx'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Where an expired platform session lands (spec 001 §2, §8): the layout has already
// dropped the dead session id, so both ways out start fresh.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await explanationPage(request, context, 'reservation.expiredSession.title'))
}

export default function ExpiredSessionPage() {
	const { t } = useTranslation()
	const { links, signedIn } = useLoaderData<typeof loader>()
	return (
		<ReservationMessage
			title={t('reservation.expiredSession.title')}
			body={t('reservation.expiredSession.body')}
			actions={[
				...(signedIn ? [] : [{ to: links.signIn, label: t('reservation.expiredSession.signIn') }]),
				{ to: links.home, label: t('reservation.expiredSession.startAgain') },
			]}
		/>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
