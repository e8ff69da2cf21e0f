import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import type { StayView } from '#app/models/confirmation.ts'

/** A booked stay: the hotel, dates and rooms, then the summary of charges (the confirmation, the upcoming-reservation page). */
export function StayDetails({ view }: { view: StayView }) {
	const { t } = useReservationsTranslation()
	return (
		<>
			<section className="confirmation__stay" aria-labelledby="confirmation-stay">
				<h2 id="confirmation-stay">{t('booking.confirmation.stay')}</h2>
				<dl>
					<dt>{t('booking.confirmation.hotel')}</dt>
					<dd>{view.hotelName}</dd>
					{view.travelAgent ? (
						<>
							<dt>{t('booking.confirmation.travelAgent')}</dt>
							<dd>{view.travelAgent}</dd>
						</>
					) : null}
					<dt>{t('booking.confirmation.dates')}</dt>
					<dd>
						{t('reservation.guestInfo.dates', { checkIn: view.checkIn, checkOut: view.checkOut })}
						{' · '}
						{t('reservation.guestInfo.nights', { count: view.nights })}
					</dd>
				</dl>
				<ol className="cart-rooms">
					{view.rooms.map((room) => (
						<li key={room.ordinal} className="cart-room">
							<h3>
								{t('reservation.guestInfo.room', { number: room.ordinal })}: {room.roomName}
							</h3>
							<p>
								{room.rateName} · {t('reservation.guestInfo.adults', { count: room.adults })}
								{room.children ? `, ${t('reservation.guestInfo.children', { count: room.children })}` : null}
							</p>
							{room.cancelled ? <p className="cart-room__cancelled">{t('booking.cancel.roomCancelled')}</p> : null}
						</li>
					))}
				</ol>
			</section>
			<section className="confirmation__charges" aria-labelledby="confirmation-charges">
				<h2 id="confirmation-charges">{t('reservation.guestInfo.totals')}</h2>
				<dl>
					<dt>{t('booking.confirmation.total')}</dt>
					<dd>{view.total}</dd>
					<dt>{t('booking.confirmation.taxes')}</dt>
					<dd>{view.taxes}</dd>
					<dt>{t('booking.confirmation.totalWithTaxes')}</dt>
					<dd className="cart-totals__total">{view.totalWithTaxes}</dd>
					{view.insurance ? (
						<>
							<dt>{t('booking.confirmation.insurance')}</dt>
							<dd>{view.insurance}</dd>
						</>
					) : null}
					{view.totalPoints ? (
						<>
							<dt>{t('booking.confirmation.points')}</dt>
							<dd>{view.totalPoints}</dd>
						</>
					) : null}
				</dl>
			</section>
		</>
	)
}
