import { Link } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { CartSummary, cartTotals } from '#app/models/cart-summary.ts'

type Props = { summary: CartSummary; totals: ReturnType<typeof cartTotals>; rateListHref: string }

/**
 * The stay in the cart and its price summary, as guest information and the review show them.
 * Its headings' ids are its own: on a narrow screen with JavaScript the page holds it
 * twice, in the page's drawer and in the sticky bar's dialog (decision 017).
 */
export function CartStaySummary({ summary, totals, rateListHref }: Props) {
	const { t } = useTranslation()
	const id = useId()
	return (
		<>
			<section className="cart-stay" aria-labelledby={`${id}-stay`}>
				<h2 id={`${id}-stay`}>{t('reservation.guestInfo.stay')}</h2>
				<p className="cart-stay__hotel">{summary.hotelName}</p>
				<p>
					{t('reservation.guestInfo.dates', { checkIn: summary.checkIn, checkOut: summary.checkOut })}
					{' · '}
					{t('reservation.guestInfo.nights', { count: summary.nights })}
				</p>
				<ol className="cart-rooms">
					{summary.rooms.map((room) => (
						<li key={room.ordinal} className="cart-room">
							<h3>
								{t('reservation.guestInfo.room', { number: room.ordinal })}: {room.roomName}
							</h3>
							<p>
								{t('reservation.guestInfo.guests', {
									people: [
										t('reservation.guestInfo.adults', { count: room.adults }),
										room.children ? t('reservation.guestInfo.children', { count: room.children }) : null,
									]
										.filter(Boolean)
										.join(', '),
								})}
							</p>
							<dl>
								<dt>{t('reservation.guestInfo.rate')}</dt>
								<dd>{room.rateName}</dd>
								<dt>{t('reservation.guestInfo.roomTotal')}</dt>
								<dd>
									{room.total}
									{room.points ? ` · ${t('reservation.guestInfo.roomPoints', { points: room.points })}` : null}
								</dd>
								<dt>{t('reservation.guestInfo.cancellation')}</dt>
								<dd>{room.cancellationPolicy}</dd>
							</dl>
							{room.nightly.length ? (
								<details className="cart-room__nightly">
									<summary>{t('reservation.guestInfo.nightlyRates')}</summary>
									<table>
										<caption className="visually-hidden">{t('reservation.guestInfo.nightlyRates')}</caption>
										<tbody>
											{room.nightly.map((night) => (
												<tr key={night.date}>
													<th scope="row">{night.date}</th>
													<td>{night.amount}</td>
												</tr>
											))}
										</tbody>
									</table>
								</details>
							) : null}
						</li>
					))}
				</ol>
				<p>
					<Link to={rateListHref}>{t('reservation.guestInfo.changeRoom')}</Link>
				</p>
			</section>

			<section className="cart-totals" aria-labelledby={`${id}-totals`}>
				<h2 id={`${id}-totals`}>{t('reservation.guestInfo.totals')}</h2>
				<dl>
					<dt>{t('reservation.guestInfo.subtotal')}</dt>
					<dd>{totals.subtotal}</dd>
					<dt>{t('reservation.guestInfo.taxes')}</dt>
					<dd>{totals.taxes}</dd>
					<dt>{t('reservation.guestInfo.total')}</dt>
					<dd className="cart-totals__total">{totals.total}</dd>
				</dl>
				{summary.totalPoints ? <p>{t('reservation.guestInfo.totalPoints', { points: summary.totalPoints })}</p> : null}
			</section>
		</>
	)
}
