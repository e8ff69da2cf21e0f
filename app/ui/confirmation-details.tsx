import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import type { ConfirmationView } from '#app/models/confirmation.ts'
import { StayDetails } from './stay-details.tsx'

/** The confirmed stay: the number first, then the hotel, dates, rooms and charges. */
export function ConfirmationDetails({ view }: { view: ConfirmationView }) {
	const { t } = useReservationsTranslation()
	return (
		<>
			<p className="confirmation__congratulations" role="status">
				{t('booking.confirmation.congratulations', { name: view.guestName })}
			</p>
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{view.confirmationNumber}</strong>
			</p>
			<p>{t('booking.confirmation.emailSent', { email: view.email })}</p>
			<StayDetails view={view} />
		</>
	)
}
