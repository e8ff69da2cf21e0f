import type { PaymentMethod } from '@meridian/upstream-contract/order.ts'
import { NEW_CARD, networkName } from '#app/models/payment-card.ts'
import { useBookingTranslation } from './messages/booking.ts'
import { describedBy, type Field } from './form-fields.tsx'

type Props = { field: Field; cards: readonly PaymentMethod[]; error?: string }

/** A member pays with a saved card (its security code typed below) or with another card typed in. */
export function SavedCardChoice({ field, cards, error }: Props) {
	const { t } = useBookingTranslation()
	const choice = (value: string, label: string) => (
		<div key={value} className="field field--checkbox">
			<input
				type="radio"
				id={`${field.id}-${value}`}
				name={field.name}
				value={value}
				defaultChecked={field.initialValue === value}
				aria-invalid={error ? true : undefined}
			/>
			<label htmlFor={`${field.id}-${value}`}>{label}</label>
		</div>
	)
	return (
		<fieldset className="saved-cards" aria-describedby={[`${field.id}-hint`, describedBy(field)].filter(Boolean).join(' ')}>
			<legend>{t('booking.details.payWith')}</legend>
			{cards.map((card) =>
				choice(
					card.id,
					t('booking.review.card', {
						network: networkName(card.network),
						lastFour: card.lastFour,
						month: String(card.expiryMonth).padStart(2, '0'),
						year: card.expiryYear,
					}),
				),
			)}
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
