import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** A hotel as the result list shows it, every text already in the page's language. */
export type HotelResult = {
	id: string
	name: string
	/** The hotel's overview, under the page's locale. */
	href: string
	city: string
	country: string
	brand: string
	/** The star rating, formatted for the locale ("4.4", "4,4"). */
	stars: string
	reviewCount: number
	reviews: string
}

type Props = { destination: string; hotels: HotelResult[] }

/** The hotels that match a destination search, or a note that none do. */
export function HotelResultList({ destination, hotels }: Props) {
	const { t } = useTranslation()
	return (
		<section className="hotel-results" aria-labelledby="hotel-results-heading">
			<h2 id="hotel-results-heading">{t('search.resultsHeading', { destination })}</h2>
			{hotels.length === 0 ? (
				<div className="hotel-results-empty" role="status">
					<p>{t('search.noResults', { destination })}</p>
					<p>{t('search.noResultsHint')}</p>
				</div>
			) : (
				<>
					<p role="status">{t('search.resultCount', { count: hotels.length })}</p>
					<ul className="hotel-result-list">
						{hotels.map((hotel) => (
							<li key={hotel.id} className="hotel-result">
								<h3 className="hotel-result-name">
									<Link to={hotel.href}>{hotel.name}</Link>
								</h3>
								<p className="hotel-result-location">{t('search.location', { city: hotel.city, country: hotel.country })}</p>
								<p className="hotel-result-brand">{hotel.brand}</p>
								<p className="hotel-result-rating">
									<span>{t('search.stars', { stars: hotel.stars })}</span>
									{' · '}
									<span>{t('search.reviews', { count: hotel.reviewCount, formatted: hotel.reviews })}</span>
								</p>
							</li>
						))}
					</ul>
				</>
			)}
		</section>
	)
}
