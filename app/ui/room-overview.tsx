import type { notificationStatusOf, roomOverviewOf } from '#app/models/room-overview.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { useReservationsTranslation } from './messages/reservations.ts'

/** Each room as booked and what was asked for the stay (spec 001 §2 room overview). */
export function RoomOverview({ overview }: { overview: ReturnType<typeof roomOverviewOf> }) {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	return (
		<section className="room-overview" aria-labelledby="room-overview-title">
			<h2 id="room-overview-title">{t('booking.upcoming.roomOverview')}</h2>
			<table>
				<caption className="visually-hidden">{t('booking.upcoming.roomOverview')}</caption>
				<thead>
					<tr>
						<th scope="col">{t('booking.upcoming.room')}</th>
						<th scope="col">{t('booking.upcoming.guests')}</th>
						<th scope="col">{t('booking.upcoming.rate')}</th>
						<th scope="col">{t('booking.upcoming.roomStatus')}</th>
					</tr>
				</thead>
				<tbody>
					{overview.rooms.map((room) => (
						<tr key={room.ordinal}>
							<th scope="row">
								{t('reservation.guestInfo.room', { number: room.ordinal })}: {room.roomName}
							</th>
							<td>
								{t('reservation.guestInfo.adults', { count: room.adults })}
								{room.children ? `, ${t('reservation.guestInfo.children', { count: room.children })}` : null}
							</td>
							<td>{room.rateName}</td>
							<td>{t(room.cancelled ? 'booking.cancel.roomCancelled' : 'booking.upcoming.roomBooked')}</td>
						</tr>
					))}
				</tbody>
			</table>
			<dl>
				<dt>{t('booking.upcoming.requests')}</dt>
				<dd>{overview.requests.length ? overview.requests.map((code) => t(`booking.requests.${code}`)).join(', ') : t('booking.upcoming.noRequests')}</dd>
				{overview.arrivalTime ? (
					<>
						<dt>{t('booking.upcoming.arrivalTime')}</dt>
						<dd>{overview.arrivalTime}</dd>
					</>
				) : null}
			</dl>
		</section>
	)
}

/** What was sent about the stay, newest first (spec 001 §7 notification status); nothing when it could not be read. */
export function NotificationStatus({ sent }: { sent: ReturnType<typeof notificationStatusOf> }) {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	return (
		<section className="notification-status" aria-labelledby="notification-status-title">
			<h2 id="notification-status-title">{t('booking.upcoming.notifications')}</h2>
			{sent.length ? (
				<ul>
					{sent.map((message, index) => (
						<li key={index}>
							{t(message.channel === 'SMS' ? 'booking.upcoming.sentSms' : 'booking.upcoming.sentEmail', {
								subject: message.subject,
								to: message.recipient,
								date: message.sentAt,
							})}
						</li>
					))}
				</ul>
			) : (
				<p>{t('booking.upcoming.noNotifications')}</p>
			)}
		</section>
	)
}
