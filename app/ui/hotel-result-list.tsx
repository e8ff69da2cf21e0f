import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { HotelResult } from '#app/models/hotel-result.ts'

type Props = {
	destination: string
	hotels: HotelResult[]
	/** Instead of "Hotels for …" (a brand's page without a destination lists all its hotels). */
	heading?: string
	/** Instead of "No hotels match …" when the list was not a search (a brand's page with no hotels). */
	empty?: string
}

/** The hotels that match a destination search, or a note that none do. */
export function HotelResultList({ destination, hotels, heading, empty }: Props) {
	const { t } = useTranslation()
	return (
		<section className="hotel-results" aria-labelledby="hotel-results-heading">
			<h2 id="hotel-results-heading">{heading ?? t('search.resultsHeading', { destination })}</h2>
			{hotels.length === 0 ? (
				<div className="hotel-results-empty" role="status">
					{empty ? (
						<p>{empty}</p>
					) : (
						<>
							<p>{t('search.noResults', { destination })}</p>
							<p>{t('search.noResultsHint')}</p>
						</>
					)}
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
