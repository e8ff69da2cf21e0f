import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { brandTagsOf } from '#app/models/brand-tags.ts'
import type { HotelResult } from '#app/models/hotel-result.ts'
import { imageLoadingOf } from '#app/models/image-renditions.ts'

type Props = {
	destination: string
	hotels: HotelResult[]
	/** Instead of "Hotels for …" (a brand's page without a destination lists all its hotels). */
	heading?: string
	/** Instead of "No hotels match …" when the list was not a search (a brand's page with no hotels). */
	empty?: string
}

/**
 * The hotels that match a destination search, or a note that none do. The first two
 * cards' images load at once, the rest when scrolled to (spec 001 §9 preload 2); the
 * brands of the list show as at most three tags (spec 000 §9).
 */
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
					<ul className="brand-tags" aria-label={t('search.brandTags')}>
						{brandTagsOf(hotels.map((hotel) => hotel.brand)).map((brand) => (
							<li key={brand} className="brand-tag">
								{brand}
							</li>
						))}
					</ul>
					<ul className="hotel-result-list">
						{hotels.map((hotel, index) => (
							<li key={hotel.id} className="hotel-result">
								{hotel.image ? (
									<img
										className="hotel-result-image"
										src={hotel.image.src}
										srcSet={hotel.image.srcSet}
										sizes={hotel.image.sizes}
										width={hotel.image.width}
										height={hotel.image.height}
										alt=""
										loading={imageLoadingOf(index)}
									/>
								) : null}
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
