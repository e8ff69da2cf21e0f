import { Link } from '@remix-run/react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import type { Cart } from '@meridian/upstream-contract/booking.ts'
import { isHousekeepingCode } from '#app/models/housekeeping.ts'
import { isRoomRequestCode, roomPreferencesOf } from '#app/models/room-requests.ts'
import { networkName } from '#app/models/payment-card.ts'
import { paymentTermsOf } from '#app/models/payment-terms.ts'
import { maskedRewardsNumber } from '#app/models/rewards-number.ts'

type Props = { cart: Pick<Cart, 'guest' | 'payment' | 'items'>; guestInfoHref: string; totalPoints: string | null; insurancePremium: string | null }

/** What the guest gave on the guest-information page, each part with its way back to change it. */
export function BookingReview({ cart, guestInfoHref, totalPoints, insurancePremium }: Props) {
	const { t } = useBookingTranslation()
	const { guest, payment } = cart
	const terms = paymentTermsOf(cart)
	if (!guest) return null
	const address = [
		guest.address.line1,
		guest.address.line2,
		guest.address.city,
		guest.address.stateProvinceCode,
		guest.address.postalCode,
		guest.address.countryCode,
	]
		.filter(Boolean)
		.join(', ')
	const preferences = new Map(roomPreferencesOf(cart).map(({ code, description }) => [code, description]))
	const requests = [
		...guest.requestCodes.filter(isRoomRequestCode).map((code) => t(`booking.requests.${code}`)),
		...guest.requestCodes.flatMap((code) => preferences.get(code) ?? []),
	]
	const housekeeping = guest.requestCodes.find(isHousekeepingCode)
	if (housekeeping) requests.push(t('booking.review.housekeeping', { choice: t(`booking.housekeeping.${housekeeping}`) }))
	if (guest.travelAgent) requests.push(t('booking.review.travelAgent', { name: guest.travelAgent.name, code: guest.travelAgent.code }))
	return (
		<>
			<section className="booking-review__part" aria-labelledby="review-guest">
				<h2 id="review-guest">{t('booking.review.guest')}</h2>
				<p>
					{guest.givenName} {guest.surname}
					<br />
					{guest.email}
					<br />
					{guest.phone}
					<br />
					{address}
					{guest.memberNumber ? (
						<>
							<br />
							{t('booking.review.rewardsNumber', { number: maskedRewardsNumber(guest.memberNumber) })}
						</>
					) : null}
				</p>
				<Link to={`${guestInfoHref}#guest`} aria-label={t('booking.review.editGuest')}>
					{t('booking.review.edit')}
				</Link>
			</section>
			<section className="booking-review__part" aria-labelledby="review-requests">
				<h2 id="review-requests">{t('booking.review.requests')}</h2>
				<ul>
					{guest.arrivalTime ? <li>{t('booking.review.arrival', { time: guest.arrivalTime })}</li> : null}
					{requests.map((request) => (
						<li key={request}>{request}</li>
					))}
					{guest.comments ? <li>{guest.comments}</li> : null}
					{!guest.arrivalTime && !requests.length && !guest.comments ? <li>{t('booking.review.noRequests')}</li> : null}
				</ul>
				<Link to={`${guestInfoHref}#requests`} aria-label={t('booking.review.editRequests')}>
					{t('booking.review.edit')}
				</Link>
			</section>
			<section className="booking-review__part" aria-labelledby="review-payment">
				<h2 id="review-payment">{t('booking.review.payment')}</h2>
				{payment ? (
					<>
						<p>
							{t('booking.review.card', {
								network: networkName(payment.network),
								lastFour: payment.lastFour,
								month: String(payment.expiryMonth).padStart(2, '0'),
								year: payment.expiryYear,
							})}
						</p>
						{terms ? <p>{t(`booking.details.paymentTerms.${terms}`)}</p> : null}
					</>
				) : (
					<p>{t('booking.review.pointsStay', { points: totalPoints ?? '' })}</p>
				)}
				{guest.travelInsurance === true && insurancePremium ? <p>{t('booking.review.insurance', { premium: insurancePremium })}</p> : null}
				{guest.travelInsurance === false ? <p>{t('booking.review.noInsurance')}</p> : null}
				{payment ? (
					<Link to={`${guestInfoHref}#payment`} aria-label={t('booking.review.editPayment')}>
						{t('booking.review.edit')}
					</Link>
				) : null}
			</section>
		</>
	)
}
