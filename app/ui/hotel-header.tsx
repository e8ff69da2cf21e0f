import { Link } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteLink } from '#app/models/leaving-notice.ts'
import type { HotelAlertsData } from '#app/models/page-components.ts'
import { HotelSiteLink } from '#app/ui/hotel-site-link.tsx'
import { Modal, useModalLink } from '#app/ui/modal.tsx'
import { useBrandName } from '#app/ui/use-brand-name.ts'

export type HeaderHotel = {
	name: string
	/** Lower-cased (spec 000 §3). */
	brandCode: string
	/** The brand's own look is on (spec 001 §6 "brand css" flag): the header carries the brand's class. */
	brandCss: boolean
	logoUrl: string
	alternateLogo?: boolean
	addressLines: string[]
	cityLine: string
	country: string
	phone: { display: string; href: string } | null
	showReviews: boolean
	ratingTooltip: boolean
	stars: string
	reviewCount: string
	/** The hotel page and reviews may be on the brand's own site (app/models/brand-links.ts). */
	links: { hotelPage: SiteLink; reviews: SiteLink; address: string; details: string | null }
}

/** compact: on the rate list and post-booking pages (spec 000 §2), where the page has its own
 * heading and the hotel's name links to the hotel page. */
type Props = { hotel: HeaderHotel; compact?: boolean }

/** `hotel-header` and its modifiers, with the brand's class when the brand's own look is on. */
const headerClass = (hotel: HeaderHotel, ...modifiers: string[]) =>
	['hotel-header', ...modifiers, ...(hotel.brandCss ? [`hotel-header--brand-${hotel.brandCode}`] : [])].join(' ')

const addressOf = (hotel: HeaderHotel) => [...hotel.addressLines, hotel.cityLine, hotel.country].filter(Boolean).join(', ')

/** The stars: a reviews link where reviews may be shown, a tooltip in the Chinese variant. */
function Rating({ hotel }: Props) {
	const { t } = useTranslation()
	const tooltipId = useId()
	if (hotel.showReviews) {
		return (
			<li className="hotel-header__rating">
				<span className="hotel-header__stars">
					<span aria-hidden="true">★ </span>
					{t('hotel.stars', { stars: hotel.stars })}
				</span>{' '}
				<HotelSiteLink link={hotel.links.reviews}>{t('hotel.reviewsLink', { total: hotel.reviewCount })}</HotelSiteLink>
			</li>
		)
	}
	if (!hotel.ratingTooltip) return null
	// Reachable by keyboard and shown on hover or focus, in CSS: no script needed.
	return (
		<li className="hotel-header__rating">
			<span className="hotel-header__stars hotel-tooltip" tabIndex={0} aria-describedby={tooltipId}>
				<span aria-hidden="true">★ </span>
				{t('hotel.stars', { stars: hotel.stars })}
				<span role="tooltip" id={tooltipId} className="hotel-tooltip__text">
					{t('hotelHeader.ratingTooltip')}
				</span>
			</span>
		</li>
	)
}

/**
 * The hotel header in full layout (spec 000 §2): logo (desktop only), name, details
 * link, address link, phone (a tel: link on phones, plain text on wider screens) and
 * the stars with the reviews link when reviews may be shown (the rating tooltip instead
 * in the Chinese variant). The details link goes to the details page; with JavaScript it
 * opens the same content in a modal.
 */
export function HotelHeader({ hotel, compact = false }: Props) {
	const { t } = useTranslation()
	const brand = useBrandName(hotel.brandCode)
	const details = useModalLink()
	return (
		<header className={headerClass(hotel)}>
			{hotel.logoUrl ? (
				<img
					className="hotel-header__logo"
					src={hotel.logoUrl}
					alt={brand}
					width={120}
					height={48}
					data-alternate-logo={hotel.alternateLogo ? 'true' : undefined}
				/>
			) : null}
			<div className="hotel-header__body">
				{compact ? (
					<p className="hotel-header__name">
						<HotelSiteLink link={hotel.links.hotelPage}>{hotel.name}</HotelSiteLink>
					</p>
				) : (
					<h1 className="hotel-header__name">{hotel.name}</h1>
				)}
				<ul className="hotel-header__facts">
					<li>
						<Link className="hotel-header__address" to={hotel.links.address}>
							{addressOf(hotel)}
						</Link>
					</li>
					{hotel.phone ? (
						<li className="hotel-header__phone">
							<span className="visually-hidden">{t('hotel.phoneLabel')}: </span>
							<a className="hotel-header__phone-link" href={hotel.phone.href}>
								{hotel.phone.display}
							</a>
							<span className="hotel-header__phone-text">{hotel.phone.display}</span>
						</li>
					) : null}
					<Rating hotel={hotel} />
					{hotel.links.details ? (
						<li>
							<Link to={hotel.links.details} ref={details.openerRef} onClick={details.onClick}>
								{t('hotel.details')}
							</Link>
						</li>
					) : null}
				</ul>
			</div>
			{hotel.links.details ? (
				<Modal open={details.open} onClose={details.onClose} opener={details.openerRef} title={t('hotel.details')} lockScroll>
					<HotelDetails hotel={hotel} />
				</Modal>
			) : null}
		</header>
	)
}

/**
 * The compact (modal) layout (spec 000 §2): brand icon, the name linking to the hotel
 * page and the address link; no logo. `as` is the name's element: a heading on the
 * details page, plain text inside a dialog that has its own title.
 */
export function CompactHotelHeader({ hotel, as: Name = 'p' }: Props & { as?: 'h1' | 'p' }) {
	const brand = useBrandName(hotel.brandCode)
	return (
		<div className={headerClass(hotel, 'hotel-header--compact')}>
			<span className="hotel-header__brand-icon" role="img" aria-label={brand}>
				{hotel.brandCode.toUpperCase()}
			</span>
			<div className="hotel-header__body">
				<Name className="hotel-header__name">
					<HotelSiteLink link={hotel.links.hotelPage}>{hotel.name}</HotelSiteLink>
				</Name>
				<Link className="hotel-header__address" to={hotel.links.address}>
					{addressOf(hotel)}
				</Link>
			</div>
		</div>
	)
}

/** The hotel-details content, the same on the details page and in the overlay: compact header, reviews and overview links. */
export function HotelDetails({ hotel, heading = false }: Props & { heading?: boolean }) {
	const { t } = useTranslation()
	return (
		<div className="hotel-details">
			<CompactHotelHeader hotel={hotel} as={heading ? 'h1' : 'p'} />
			<ul className="hotel-details__links">
				{hotel.showReviews ? (
					<li>
						<HotelSiteLink link={hotel.links.reviews}>{t('hotelHeader.detailsReviews', { total: hotel.reviewCount })}</HotelSiteLink>
					</li>
				) : null}
				<li>
					<HotelSiteLink link={hotel.links.hotelPage}>{t('hotelHeader.detailsOverview')}</HotelSiteLink>
				</li>
			</ul>
		</div>
	)
}

/** Spec 000 §4: the header's place while a hotel's data loads (126 or 152 px). */
export function HotelHeaderSkeleton({ height }: { height: 126 | 152 | number }) {
	const { t } = useTranslation()
	return (
		<div className={`hotel-header-skeleton hotel-header-skeleton--${height}`} role="status" aria-busy="true" data-height={height}>
			<span className="visually-hidden">{t('hotelHeader.loading')}</span>
			<span className="hotel-header-skeleton__line hotel-header-skeleton__line--title" />
			<span className="hotel-header-skeleton__line" />
			<span className="hotel-header-skeleton__line hotel-header-skeleton__line--short" />
		</div>
	)
}

/**
 * A hotel's alerts (spec 001 §2 hotel alerts), most severe first, each with its severity
 * in words as well as colour. Read with the page, so no live region: nothing changes
 * after it loads, and there is nothing to dismiss without JavaScript. Here, with the header
 * it shows under, so it ships in the header's chunk (the rate list's JavaScript budget).
 */
export function HotelAlerts({ alerts }: { alerts: HotelAlertsData }) {
	if (alerts.items.length === 0) return null
	return (
		<section className="hotel-alerts" aria-label={alerts.label}>
			<ul className="hotel-alerts__list">
				{alerts.items.map((alert) => (
					<li key={alert.id} className={`hotel-alert hotel-alert--${alert.severity}`} data-severity={alert.severity}>
						<p className="hotel-alert__title">
							<span className="hotel-alert__severity">{alert.severityLabel}: </span>
							<strong>{alert.title}</strong>
						</p>
						<p className="hotel-alert__message">{alert.message}</p>
					</li>
				))}
			</ul>
		</section>
	)
}
