import { networkName } from '#app/models/payment-card.ts'
import { useBookingTranslation } from './messages/booking.ts'

/** The cards the hotel takes (property payment information), said before the guest chooses or types one. */
export function AcceptedCards({ networks }: { networks: readonly string[] }) {
	const { t } = useBookingTranslation()
	return (
		<div className="accepted-cards" id="accepted-cards">
			<p className="accepted-cards__title">{t('booking.details.acceptedCards')}</p>
			<ul className="accepted-cards__list">
				{networks.map((network) => (
					<li key={network}>{networkName(network)}</li>
				))}
			</ul>
		</div>
	)
}
