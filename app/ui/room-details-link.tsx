import { lazy, Suspense, type ReactNode } from 'react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import type { RoomDetailsPageData } from '#app/models/rate-details.ts'
import { DetailsModalLink } from './details-modal-link.tsx'

// The details show only in the modal, after a click: their code comes with them, not with the rate list.
const RoomDetailsContent = lazy(() => import('./room-details-content.tsx').then((module) => ({ default: module.RoomDetailsContent })))

type Props = {
	/** The room details page: `/reservation/roomDetails.mi?propertyCode=…&roomCode=…` (localized). */
	href: string
	children: ReactNode
	className?: string
	ariaLabel?: string
}

/** The rate list's "room details": the page without JavaScript, the modal with it. */
export function RoomDetailsLink({ href, children, className, ariaLabel }: Props) {
	const { t } = useRatesTranslation()
	return (
		<DetailsModalLink<RoomDetailsPageData>
			href={href}
			className={className}
			ariaLabel={ariaLabel}
			loadingTitle={t('roomDetails.title')}
			titleOf={(data) => data.room.name}
			render={(data) => (
				<Suspense fallback={null}>
					<RoomDetailsContent room={data.room} hotelName={data.hotel.name} headingLevel={3} />
				</Suspense>
			)}
		>
			{children}
		</DetailsModalLink>
	)
}
