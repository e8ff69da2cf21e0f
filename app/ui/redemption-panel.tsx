import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { RedemptionData } from '@meridian/upstream-contract/booking.ts'
import { numberFormat } from '#app/models/intl-formats.ts'

/** The redemption panel (spec 001 §3): the member's balance, the stay's points, what is left or missing. */
export function RedemptionPanel({ figures, topUpHref = null }: { figures: RedemptionData; topUpHref?: string | null }) {
	const { t, i18n } = useTranslation()
	const points = (value: number) => numberFormat(i18n.language).format(value)
	const after = figures.currentPointBalance - figures.pointsRequired
	return (
		<section className="redemption-panel" aria-labelledby="redemption-panel-title">
			<h2 id="redemption-panel-title">{t('reservation.guestInfo.redemption.heading')}</h2>
			<dl>
				<dt>{t('reservation.guestInfo.redemption.balance')}</dt>
				<dd>{points(figures.currentPointBalance)}</dd>
				<dt>{t('reservation.guestInfo.redemption.deducted')}</dt>
				<dd>{points(figures.pointsRequired)}</dd>
				{figures.additionalPointsRequired > 0 ? null : (
					<>
						<dt>{t('reservation.guestInfo.redemption.after')}</dt>
						<dd>{points(after)}</dd>
					</>
				)}
			</dl>
			{figures.additionalPointsRequired > 0 ? (
				<p role="alert">
					{t(figures.canBuyPoints ? 'reservation.guestInfo.redemption.missingCanBuy' : 'reservation.guestInfo.redemption.missing', {
						points: points(figures.additionalPointsRequired),
					})}
				</p>
			) : null}
			{topUpHref ? (
				<p>
					<Link to={topUpHref}>{t('reservation.guestInfo.redemption.buy', { points: points(figures.additionalPointsRequired) })}</Link>
				</p>
			) : null}
		</section>
	)
}
