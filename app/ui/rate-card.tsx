import { Form, Link, useNavigation } from '@remix-run/react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { rateCardAnchor, type RateCardView } from '#app/models/rate-card.ts'
import { Accordion } from './accordion.tsx'
import { RateDetailsLink } from './rate-details-link.tsx'
import { RoomDetailsLink } from './room-details-link.tsx'

type Props = {
	card: RateCardView
	/** The rate list's own address: Select posts there. */
	action: string
	/** The search the selection belongs to, posted with it. */
	hidden: Array<[string, string]>
}

/**
 * A rate card: the room's picture, room, rate, prices, policy, and Select as a real form
 * post. The details links open a modal with JavaScript. The picture's box is set by its
 * width and height and the stylesheet, so the card does not move when it arrives.
 */
export function RateCard({ card, action, hidden }: Props) {
	const { t } = useRatesTranslation()
	const navigation = useNavigation()
	const headingId = rateCardAnchor(card.id)
	const selecting =
		navigation.state !== 'idle' && navigation.formData?.get('ratePlanCode') === card.rateCode && navigation.formData?.get('roomCode') === card.roomCode
	// Short of points that can be bought: the guest-information page buys them before the booking.
	const selectable = !card.signInHref && (!card.points?.missing || Boolean(card.points.topUpHref))
	return (
		<li className={card.image ? 'rate-card rate-card--with-image' : 'rate-card'} aria-labelledby={headingId}>
			{/* src, srcSet, sizes, width, height, alt and loading (eager for the list's first two), all from the view. */}
			{card.image ? <img className="rate-card__image" {...card.image} /> : null}
			<div className="rate-card__room">
				<h3 id={headingId}>
					{card.roomName} <span className="rate-card__rate-name">· {card.rateName}</span>
				</h3>
				<p>{card.roomDescription}</p>
				{card.features.length ? (
					<ul className="rate-card__features" aria-label={t('rateList.card.features')}>
						{card.features.map((feature) => (
							<li key={feature}>{feature}</li>
						))}
					</ul>
				) : null}
				{/* A div: the details modal's <dialog> cannot sit in a paragraph (the page would not hydrate). */}
				<div className="rate-card__links">
					<RoomDetailsLink href={card.roomDetailsHref} ariaLabel={t('rateList.card.roomDetailsFor', { room: card.roomName })}>
						{t('rateList.card.roomDetails')}
					</RoomDetailsLink>
				</div>
			</div>
			<div className="rate-card__rate">
				{card.memberRate ? <p className="rate-card__badge">{t('rateList.card.memberRate')}</p> : null}
				<p className="rate-card__description">{card.rateDescription}</p>
				<div className="rate-card__links">
					<RateDetailsLink href={card.rateDetailsHref} ariaLabel={t('rateList.card.rateDetailsFor', { rate: card.rateName, room: card.roomName })}>
						{t('rateList.card.rateDetails')}
					</RateDetailsLink>
				</div>
				<Accordion title={t('rateList.card.cancellation')} className="rate-card__policy">
					<p>{card.cancellationPolicy}</p>
				</Accordion>
			</div>
			<div className="rate-card__price">
				{card.points ? (
					<>
						{card.points.perNight ? <p className="rate-card__points">{t('rateList.card.pointsPerNight', { points: card.points.perNight })}</p> : null}
						<p className="rate-card__points-required">{t('rateList.card.pointsRequired', { points: card.points.required })}</p>
						{card.points.missing ? <p className="rate-card__warning">{t('rateList.card.notEnoughPoints', { points: card.points.missing })}</p> : null}
						{card.points.topUpHref ? (
							<p>
								<Link to={card.points.topUpHref}>{t('rateList.card.buyPoints', { points: card.points.missing })}</Link>
							</p>
						) : null}
					</>
				) : null}
				{card.was ? <p className="rate-card__was">{t('rateList.card.was', { amount: card.was })}</p> : null}
				{card.nightly && card.total ? (
					<>
						<p className="rate-card__nightly">{t('rateList.card.perNight', { amount: card.nightly })}</p>
						<p className="rate-card__total">{t('rateList.card.total', { amount: card.total })}</p>
						<p className="rate-card__taxes">{t(card.withTaxes ? 'rateList.card.withTaxes' : 'rateList.card.beforeTaxes')}</p>
					</>
				) : null}
				{card.roomsLeft ? <p className="rate-card__warning">{t('rateList.card.roomsLeft', { count: card.roomsLeft })}</p> : null}
				{card.signInHref ? (
					<div className="rate-card__disclaimer">
						<p>{t('rateList.card.memberDisclaimer')}</p>
						<a href={card.signInHref}>{t('rateList.card.signInForRate')}</a>
					</div>
				) : null}
				{selectable ? (
					<Form method="post" action={action}>
						{hidden.map(([name, value]) => (
							<input key={name} type="hidden" name={name} value={value} />
						))}
						<input type="hidden" name="ratePlanCode" value={card.rateCode} />
						<input type="hidden" name="roomCode" value={card.roomCode} />
						<button
							type="submit"
							disabled={selecting}
							aria-busy={selecting}
							aria-label={t('rateList.card.selectLabel', { rate: card.rateName, room: card.roomName })}
						>
							{t('rateList.card.select')}
						</button>
					</Form>
				) : null}
			</div>
		</li>
	)
}
