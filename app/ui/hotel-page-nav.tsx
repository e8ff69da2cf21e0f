import { NavLink } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

type Props = { links: { overview: string; reviews: string; location: string }; showReviews: boolean }

/** The hotel's own pages; the reviews page is offered only where reviews may be shown. */
export function HotelPageNav({ links, showReviews }: Props) {
	const { t } = useTranslation()
	return (
		<nav className="hotel-nav" aria-label={t('hotel.pageNav')}>
			<ul>
				<li>
					<NavLink to={links.overview} end>
						{t('hotel.nav.overview')}
					</NavLink>
				</li>
				{showReviews ? (
					<li>
						<NavLink to={links.reviews}>{t('hotel.nav.reviews')}</NavLink>
					</li>
				) : null}
				<li>
					<NavLink to={links.location}>{t('hotel.nav.location')}</NavLink>
				</li>
			</ul>
		</nav>
	)
}
