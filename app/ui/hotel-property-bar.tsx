import { useTranslation } from 'react-i18next'

type Props = {
	bar: {
		name: string
		address: string
		mapUrl: string
		websiteUrl: string | null
		phone: { display: string; href: string } | null
		showReviews: boolean
		stars: string
		reviewCount: string
	}
}

/** The strip at the top of a hotel page (spec 000 §2 "Property bar"); the save heart is not here yet. */
export function HotelPropertyBar({ bar }: Props) {
	const { t } = useTranslation()
	return (
		<section className="hotel-bar" aria-label={t('hotel.bar.label')}>
			<p className="hotel-bar__name">
				<strong>{bar.name}</strong> · {bar.address}
			</p>
			<ul className="hotel-bar__links">
				<li>
					<a href={bar.mapUrl} rel="noopener noreferrer">
						{t('hotel.bar.map')}
					</a>
				</li>
				{bar.phone ? (
					<li>
						<a href={bar.phone.href}>{t('hotel.bar.call', { phone: bar.phone.display })}</a>
					</li>
				) : null}
				{bar.websiteUrl ? (
					<li>
						<a href={bar.websiteUrl} rel="noopener noreferrer">
							{t('hotel.bar.website')}
						</a>
					</li>
				) : null}
				{bar.showReviews ? (
					<li>
						{t('hotel.stars', { stars: bar.stars })} · {t('hotel.reviewsLink', { total: bar.reviewCount })}
					</li>
				) : null}
			</ul>
		</section>
	)
}
