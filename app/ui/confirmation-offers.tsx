import type { ConfirmationOffer } from '@meridian/upstream-contract/order.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'

const isExternal = (link: string) => /^https:\/\//.test(link)

/** The co-brand card, the cross-sell and upsell, and the brand's banner (spec 001 §2 confirmation flow). */
export function ConfirmationOffers({ offers }: { offers: ConfirmationOffer[] }) {
	const { t } = useReservationsTranslation()
	return (
		<section className="confirmation-offers" aria-labelledby="confirmation-offers-title">
			<h2 id="confirmation-offers-title">{t('booking.confirmation.offers')}</h2>
			<ul className="mini-banners__list">
				{offers.map((offer) => (
					<li key={offer.type} className={`mini-banner confirmation-offer--${offer.type.toLowerCase()}`}>
						<h3 className="mini-banner__title">{offer.title}</h3>
						<p className="mini-banner__description">{offer.description}</p>
						<a className="mini-banner__cta" href={offer.ctaLink} {...(isExternal(offer.ctaLink) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
							{offer.ctaText}
							{isExternal(offer.ctaLink) ? <span className="visually-hidden"> {t('booking.confirmation.newTab')}</span> : null}
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
