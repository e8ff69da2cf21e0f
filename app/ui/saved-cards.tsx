import type { PaymentMethod } from '@meridian/upstream-contract/order.ts'
import { KEPT_CARD, NEW_CARD, networkName } from '#app/models/payment-card.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { describedBy, type Field } from './form-fields.tsx'
import { RadioOption } from './form-fields/choices.tsx'

type Card = Pick<PaymentMethod, 'network' | 'lastFour' | 'expiryMonth' | 'expiryYear'>
type Props = { field: Field; cards: readonly PaymentMethod[]; keptCard?: Card | null; error?: string }

/** How the stay is paid: the card the cart has already, a member's saved card, or another card typed on the payment service's page. */
export function SavedCardChoice({ field, cards, keptCard = null, error }: Props) {
	const { t } = useBookingTranslation()
	const nameOf = (card: Card) =>
		t('booking.review.card', {
			network: networkName(card.network),
			lastFour: card.lastFour,
			month: String(card.expiryMonth).padStart(2, '0'),
			year: card.expiryYear,
		})
	const choice = (value: string, label: string) => <RadioOption key={value} field={field} value={value} label={label} invalid={Boolean(error)} />
	return (
		<fieldset className="saved-cards" aria-describedby={[`${field.id}-hint`, describedBy(field)].filter(Boolean).join(' ')}>
			<legend>{t('booking.details.payWith')}</legend>
			{keptCard ? choice(KEPT_CARD, t('booking.details.keepCard', { card: nameOf(keptCard) })) : null}
			{cards.map((card) => choice(card.id, nameOf(card)))}
			{choice(NEW_CARD, t('booking.details.newCard'))}
			<p id={`${field.id}-hint`} className="field-hint">
				{t('booking.details.savedCardHint')}
			</p>
			{error ? (
				<p id={field.errorId} className="field-error">
					{error}
				</p>
			) : null}
		</fieldset>
	)
}
