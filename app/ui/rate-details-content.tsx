import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import type { RateDetailsView } from '#app/models/rate-details.ts'

type Props = { rate: RateDetailsView; hotelName: string; headingLevel?: 2 | 3 }

/** What a rate is and what it binds the guest to: the page's body and the modal's alike. */
export function RateDetailsContent({ rate, hotelName, headingLevel = 2 }: Props) {
	const { t } = useRatesTranslation()
	const Heading = `h${headingLevel}` as const
	return (
		<div className="rate-details">
			<p className="rate-details__hotel">{t('rateDetails.atHotel', { hotel: hotelName })}</p>
			{rate.description ? <p className="rate-details__description">{rate.description}</p> : null}
			{rate.isMemberRate ? <p className="rate-details__note">{t('rateDetails.memberNote')}</p> : null}
			{rate.isPrepay ? <p className="rate-details__note">{t('rateDetails.prepayNote')}</p> : null}
			{rate.isRedemption ? <p className="rate-details__note">{t('rateDetails.redemptionNote')}</p> : null}
			<section className="rate-details__section">
				<Heading>{t('rateDetails.rulesHeading')}</Heading>
				{rate.rules.length > 0 ? (
					<ul className="rate-details__rules">
						{rate.rules.map((rule, index) => (
							<li key={index}>{rule}</li>
						))}
					</ul>
				) : (
					<p>{t('rateDetails.noRules')}</p>
				)}
			</section>
			<section className="rate-details__section">
				<Heading>{t('rateDetails.cancellationHeading')}</Heading>
				<p>{rate.cancellationPolicy || t('rateDetails.noCancellationPolicy')}</p>
			</section>
		</div>
	)
}
