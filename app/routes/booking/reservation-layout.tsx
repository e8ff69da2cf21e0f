import { json, type LoaderFunctionArgs, type SerializeFrom } from '@remix-run/node'
import { Outlet, useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loadReservationLayout } from '#app/http/reservation-layout.server.ts'
import { SessionTimeoutNote } from '#app/ui/session-timeout-note.tsx'

// The layout every booking and reservation page nests under (spec 001 §2): its loader
// applies the redirect table (expired session, expired cart, unknown page,
// navigationURL) before any page renders, and hands the cart to the pages that show it.
// The sign-in overlays are escaped out of it (`reservation_.`): they stay bare.
export async function loader({ request, context }: LoaderFunctionArgs) {
	return json(await loadReservationLayout(request, context))
}

export const RESERVATION_LAYOUT_ID = 'routes/booking/reservation-layout'
export type ReservationLayoutLoaderData = SerializeFrom<typeof loader>

/** The layout's data from a page below it. */
export const useReservationLayout = () => useRouteLoaderData<typeof loader>(RESERVATION_LAYOUT_ID)

export default function ReservationLayout() {
	const { t } = useTranslation()
	const { session } = useLoaderData<typeof loader>()
	return (
		<div className="reservation" aria-label={t('reservation.shell.label')} role="region">
			<Outlet />
			{session ? <SessionTimeoutNote /> : null}
		</div>
	)
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
