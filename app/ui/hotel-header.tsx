import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

type Props = {
	hotel: {
		name: string
		brandCode: string
		logoUrl: string
		addressLines: string[]
		cityLine: string
		country: string
		phone: { display: string; href: string } | null
		showReviews: boolean
		stars: string
		reviewCount: string
		links: { reviews: string; address: string; details: string | null }
	}
}

/**
 * The hotel header in full layout (spec 000 §2): logo (desktop only), name, details
 * link, address link, phone (a tel: link on phones, plain text on wider screens) and
 * the stars with the reviews link when reviews may be shown.
 */
export function HotelHeader({ hotel }: Props) {
	const { t } = useTranslation()
	const brand = t(`hotel.brands.${hotel.brandCode}`, { defaultValue: hotel.brandCode })
	const address = [...hotel.addressLines, hotel.cityLine, hotel.country].filter(Boolean).join(', ')
	return (
		<header className="hotel-header">
			{hotel.logoUrl ? <img className="hotel-header__logo" src={hotel.logoUrl} alt={brand} width={120} height={48} /> : null}
			<div className="hotel-header__body">
				<h1 className="hotel-header__name">{hotel.name}</h1>
				<ul className="hotel-header__facts">
					<li>
						<Link className="hotel-header__address" to={hotel.links.address}>
							{address}
						</Link>
					</li>
					{hotel.phone ? (
						<li className="hotel-header__phone">
							<span className="hotel-visually-hidden">{t('hotel.phoneLabel')}: </span>
							<a className="hotel-header__phone-link" href={hotel.phone.href}>
								{hotel.phone.display}
							</a>
							<span className="hotel-header__phone-text">{hotel.phone.display}</span>
						</li>
					) : null}
					{hotel.showReviews ? (
						<li className="hotel-header__rating">
							<span className="hotel-header__stars">
								<span aria-hidden="true">★ </span>
								{t('hotel.stars', { stars: hotel.stars })}
							</span>{' '}
							<Link to={hotel.links.reviews}>{t('hotel.reviewsLink', { total: hotel.reviewCount })}</Link>
						</li>
					) : null}
					{hotel.links.details ? (
						<li>
							<Link to={hotel.links.details}>{t('hotel.details')}</Link>
						</li>
					) : null}
				</ul>
			</div>
		</header>
	)
}
