import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartSummary } from '#app/models/cart-summary.ts'

type Props = {
	summary: Pick<CartSummary, 'hotelName' | 'checkIn' | 'checkOut' | 'nights' | 'rooms' | 'total' | 'totalPoints'>
	/** What the bar offers besides the summary: the flyout drawer's link, on the pages that have one. */
	children?: ReactNode
}

/**
 * The booking flow's summary of the selection (spec 001 §2 "sticky bar"): it stays in
 * view while the page scrolls through CSS alone (position: sticky), so it needs no
 * script. Below 700 px it is compact (the total beside the hotel), and the pages after
 * the rate list put the link to the flyout drawer in it (StayDrawerLink). Styles in
 * reservation.css.
 */
export function StickyBar({ summary, children }: Props) {
	const { t } = useTranslation()
	const [first, ...others] = summary.rooms
	return (
		<aside className="sticky-bar" aria-label={t('reservation.stickyBar.label')}>
			<p className="sticky-bar__hotel">{summary.hotelName}</p>
			<p className="sticky-bar__dates">
				{t('reservation.stickyBar.dates', { checkIn: summary.checkIn, checkOut: summary.checkOut })}
				{' · '}
				{t('reservation.guestInfo.nights', { count: summary.nights })}
			</p>
			{first ? (
				<p className="sticky-bar__room">
					{t('reservation.stickyBar.room', { room: first.roomName, rate: first.rateName })}
					{others.length ? ` ${t('reservation.stickyBar.moreRooms', { count: others.length })}` : null}
				</p>
			) : null}
			<p className="sticky-bar__total">
				{t('reservation.stickyBar.total', { total: summary.total })}
				{summary.totalPoints ? ` · ${t('reservation.stickyBar.points', { points: summary.totalPoints })}` : null}
			</p>
			{children}
		</aside>
	)
}
