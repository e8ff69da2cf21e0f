import { lazy, Suspense, type ReactNode } from 'react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import type { RateDetailsPageData } from '#app/models/rate-details.ts'
import { DetailsModalLink } from './details-modal-link.tsx'

// The details show only in the modal, after a click: their code comes with them, not with the rate list.
const RateDetailsContent = lazy(() => import('./rate-details-content.tsx').then((module) => ({ default: module.RateDetailsContent })))

type Props = {
	/** The rate details page: `/reservation/rateDetails.mi?propertyCode=…&ratePlanCode=…` (localized). */
	href: string
	children: ReactNode
	className?: string
	ariaLabel?: string
}

/** The rate list's "rate details": the page without JavaScript, the modal with it. */
export function RateDetailsLink({ href, children, className, ariaLabel }: Props) {
	const { t } = useRatesTranslation()
	return (
		<DetailsModalLink<RateDetailsPageData>
			href={href}
			className={className}
			ariaLabel={ariaLabel}
			loadingTitle={t('rateDetails.title')}
			titleOf={(data) => data.rate.name}
			render={(data) => (
				<Suspense fallback={null}>
					<RateDetailsContent rate={data.rate} hotelName={data.hotel.name} headingLevel={3} />
				</Suspense>
			)}
		>
			{children}
		</DetailsModalLink>
	)
}
