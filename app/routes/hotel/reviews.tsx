import type { MetaFunction } from '@remix-run/node'
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { HotelLayoutLoader } from './hotel-layout.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The hotel review page (spec 000 §2): the count and the star rating. The platform holds
// no review texts, and the page says so. Where reviews may not be shown (too few, a max
// property) it says that instead of a rating.
const HOTEL_LAYOUT_ID = 'routes/hotel/hotel-layout'

export default function HotelReviewsPage() {
	const { t } = useTranslation()
	const hotel = useRouteLoaderData<HotelLayoutLoader>(HOTEL_LAYOUT_ID)?.hotel
	if (!hotel) return null
	return (
		<section className="hotel-section" aria-labelledby="hotel-reviews-heading">
			<h2 id="hotel-reviews-heading">{t('hotel.reviews.heading')}</h2>
			{hotel.showReviews ? <p>{t('hotel.reviews.summary', { stars: hotel.stars, total: hotel.reviewCount })}</p> : <p>{t('hotel.reviews.notShown')}</p>}
			<p>{t('hotel.reviews.noTexts')}</p>
		</section>
	)
}

export const meta: MetaFunction<null, { [HOTEL_LAYOUT_ID]: HotelLayoutLoader }> = ({ matches }) => {
	const layout = matches.find((match) => match.id === HOTEL_LAYOUT_ID)?.data
	return indexablePageMeta(layout?.titles.reviews, matches, layout?.hotel.name)
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
