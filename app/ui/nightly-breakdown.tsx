import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import type { NightlyRow } from '#app/models/nightly-breakdown.ts'

/** A rate night by night for one room (nightly products): the rate, the taxes and the total of each night. */
export function NightlyBreakdown({ nights }: { nights: readonly NightlyRow[] }) {
	const { t } = useRatesTranslation()
	const points = nights.some((night) => night.points !== null)
	return (
		<section className="rate-details__section" aria-labelledby="nightly-breakdown-heading">
			<h2 id="nightly-breakdown-heading">{t('rateDetails.nightly.heading')}</h2>
			<table className="nightly-breakdown">
				<caption className="visually-hidden">{t('rateDetails.nightly.caption')}</caption>
				<thead>
					<tr>
						<th scope="col">{t('rateDetails.nightly.night')}</th>
						<th scope="col">{t('rateDetails.nightly.rate')}</th>
						<th scope="col">{t('rateDetails.nightly.taxes')}</th>
						<th scope="col">{t('rateDetails.nightly.total')}</th>
						{points ? <th scope="col">{t('rateDetails.nightly.points')}</th> : null}
					</tr>
				</thead>
				<tbody>
					{nights.map((night) => (
						<tr key={night.date}>
							<th scope="row">{night.date}</th>
							<td>{night.rate}</td>
							<td>{night.taxes}</td>
							<td>{night.total}</td>
							{points ? <td>{night.points}</td> : null}
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
