import { Suspense } from 'react'
import type { PaymentTerms } from '#app/models/payment-terms.ts'
import type { PaymentMethod } from '@meridian/upstream-contract/order.ts'
import { AcceptedCards } from '../accepted-cards.tsx'
import { CardFrameField } from '../card-frame-field.tsx'
import { CheckboxRow, FieldError, type Field } from '../form-fields.tsx'
import { SavedCardChoice } from '../guest-details-parts.tsx'
import { useBookingTranslation } from '../messages/booking.ts'

type Props = {
	fields: Record<'paymentMethodId' | 'saveCard', Field>
	errorOf: (field: Field) => string | undefined
	paymentTerms: PaymentTerms | null
	/** Why the payment step took no card, when the page is not answering a post. */
	cardMessage: string | null
	acceptedCards: readonly string[]
	savedCards: readonly PaymentMethod[]
	keptCard: Pick<PaymentMethod, 'network' | 'lastFour' | 'expiryMonth' | 'expiryYear'> | null
	canSaveCard: boolean
}

/** How a cash stay is paid (spec 001 §1, §9): a member's saved card, the card kept in the cart, or a new one typed on the payment service's page. */
export function PaymentPart({ fields, errorOf, paymentTerms, cardMessage, acceptedCards, savedCards, keptCard, canSaveCard }: Props) {
	const { t } = useBookingTranslation()
	return (
		<fieldset id="payment" className="guest-details__part">
			<legend>{t('booking.details.paymentHeading')}</legend>
			{paymentTerms ? <p className="guest-details__terms">{t(`booking.details.paymentTerms.${paymentTerms}`)}</p> : null}
			{cardMessage ? (
				<p className="field-error" id="payment-problem">
					{cardMessage}
				</p>
			) : null}
			{acceptedCards.length ? <AcceptedCards networks={acceptedCards} /> : null}
			{savedCards.length || keptCard ? (
				<Suspense fallback={null}>
					<SavedCardChoice field={fields.paymentMethodId} cards={savedCards} keptCard={keptCard} error={errorOf(fields.paymentMethodId)} />
				</Suspense>
			) : (
				// A saved card posted by someone who has none to choose from (not signed in): said here.
				<FieldError field={fields.paymentMethodId} error={errorOf(fields.paymentMethodId)} />
			)}
			<p className="field-hint">{t('booking.details.paymentHint')}</p>
			<CardFrameField />
			{canSaveCard ? <CheckboxRow field={fields.saveCard} label={t('booking.details.saveCard')} error={errorOf(fields.saveCard)} /> : null}
		</fieldset>
	)
}
