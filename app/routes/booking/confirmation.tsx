import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { confirmationView } from '#app/models/confirmation.ts'
import { localizePath } from '#app/models/locale.ts'
import { contentHref } from '#app/models/site-content.ts'
import { rateListPath } from '#app/models/reservation-pages.ts'
import { rewardsCreditOf } from '#app/models/rewards-number.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ConfirmationDetails } from '#app/ui/confirmation-details.tsx'
import { confirmationPage } from './confirmation.server.ts'
import { shareStay } from './share-stay.server.ts'
import { ShareStay } from '#app/ui/share-stay.tsx'
import { ConfirmationOffers } from '#app/ui/confirmation-offers.tsx'
import { iccMessageOf } from '#app/models/instant-card.ts'
import { HotelHeader } from '#app/ui/hotel-header.tsx'
import { SaveHotelControl } from '#app/ui/save-hotel-control.tsx'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Reservation confirmation (spec 001 §2 "confirmation"): the confirmation number, the stay,
// the charges, the calendar file and a way to book another room. When the platform cannot
// give the stay details, the spec's fallback text stands in for them.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale, state: visitorState } = await getVisitor(request, context)
	const t = translatorFor(locale)
	const title = t('reservation.pageTitle', { name: t('booking.confirmation.title'), site: t('site.name') })
	const page = await confirmationPage(request, context)
	const { placed, header } = page
	// Authored links: a path of ours in the page's language, another site's as it is, anything else dropped.
	const offers = page.offers.flatMap((offer) => {
		const href = contentHref(offer.ctaLink, locale)
		return href ? [{ ...offer, ctaLink: href }] : []
	})
	const headers = { 'Cache-Control': 'private, no-store' }
	if (placed.kind === 'none') return json({ title, kind: 'none' as const, home: localizePath('/', locale) }, { status: 404, headers })
	const bookedAsGuest = placed.kind === 'order' && !placed.order.items[0]?.reservation.guest.customerId
	const links = {
		self: localizePath(CONFIRMATION_PATH, locale),
		// A stay booked as a guest may join a member's trips (signing in on the way).
		saveToTrips: bookedAsGuest ? localizePath('/reservation/saveToMyTrips.mi', locale) : null,
		// A guest who is not a member yet may join, and the stay goes with them.
		joinAndSave: bookedAsGuest && visitorState === 'guest' ? localizePath('/reservation/joinAndSaveReservation.mi', locale) : null,
		calendar: localizePath('/reservation/confirmation.ics', locale),
		earn: localizePath('/reservation/earnWhileYouSleep.mi', locale),
		lookupLink: page.lookupLink,
		bookAnother: localizePath(rateListPath(placed.memory.rateListSearch), locale),
	}
	const newMemberNumber = placed.memory.newMemberNumber ?? null
	// Back from the co-brand card's application: its result (iccSuccessMessage or iccPendingMessage).
	const icc = iccMessageOf(new URL(request.url).searchParams)
	if (placed.kind === 'unread')
		return json(
			{ title, kind: 'unread' as const, confirmationNumber: placed.memory.confirmationNumber, links, newMemberNumber, icc, header, offers },
			{ headers },
		)
	// A guest who gave a member's number: whose points the stay earns, the number masked.
	const stayGuest = placed.order.items[0]?.reservation.guest
	const rewardsCredit = stayGuest ? rewardsCreditOf(stayGuest, { state: visitorState, joinedNow: Boolean(newMemberNumber) }) : null
	return json(
		{ title, kind: 'order' as const, view: confirmationView(placed.order, locale), links, newMemberNumber, icc, rewardsCredit, header, offers },
		{ headers },
	)
}

export const action = ({ request, context }: ActionFunctionArgs) => shareStay(request, context)

export default function ConfirmationPage() {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	const data = useLoaderData<typeof loader>()
	const shared = useActionData<typeof action>()
	if (data.kind === 'none') {
		return (
			<div className="confirmation">
				<h1>{t('booking.confirmation.title')}</h1>
				<p>{t('booking.confirmation.none')}</p>
				<p>
					<Link to={data.home}>{t('reservation.expiredSession.startAgain')}</Link>
				</p>
			</div>
		)
	}
	return (
		<div className="confirmation">
			{data.header ? (
				<div className="confirmation__hotel">
					<HotelHeader hotel={data.header.hotel} compact />
					<SaveHotelControl hotelCode={data.header.hotel.code} hotelName={data.header.hotel.name} save={data.header.save} />
				</div>
			) : null}
			<h1>{t('booking.confirmation.title')}</h1>
			{data.newMemberNumber ? (
				<p className="confirmation__welcome" role="status">
					{t('booking.join.newMemberNumberMsg', { number: data.newMemberNumber })}
				</p>
			) : null}
			{data.icc ? (
				<p className="confirmation__welcome" role="status">
					{t(`booking.confirmation.${data.icc}`)}
				</p>
			) : null}
			{data.kind === 'order' ? (
				<>
					<ConfirmationDetails view={data.view} />
					{data.rewardsCredit ? <p className="confirmation__rewards">{t('booking.confirmation.rewardsCredit', { number: data.rewardsCredit })}</p> : null}
				</>
			) : (
				<>
					<p className="confirmation__number">
						{t('booking.confirmation.number')}: <strong>{data.confirmationNumber}</strong>
					</p>
					<p role="status">{t('booking.confirmation.fallback')}</p>
				</>
			)}
			{data.offers.length ? <ConfirmationOffers offers={data.offers} /> : null}
			{data.kind === 'order' ? <ShareStay action={data.links.self} answer={shared && 'share' in shared ? shared.share : null} /> : null}
			<ul className="confirmation__actions">
				{data.kind === 'order' ? (
					<li>
						<a href={data.links.calendar} download="reservation.ics">
							{t('booking.confirmation.addToCalendar')}
						</a>
					</li>
				) : null}
				{data.kind === 'order' ? (
					<li>
						<Link to={data.links.earn}>{t('booking.confirmation.earnPoints')}</Link>
					</li>
				) : null}
				{data.links.lookupLink ? (
					<li>
						<a href={data.links.lookupLink}>{t('booking.confirmation.lookupLink')}</a>
					</li>
				) : null}
				{data.links.joinAndSave ? (
					<li>
						<Link to={data.links.joinAndSave}>{t('booking.confirmation.joinAndSave')}</Link>
					</li>
				) : null}
				{data.links.saveToTrips ? (
					<li>
						<Link to={data.links.saveToTrips}>{t('booking.confirmation.saveToTrips')}</Link>
					</li>
				) : null}
				<li>
					<Link to={data.links.bookAnother}>{t('booking.confirmation.bookAnother')}</Link>
				</li>
			</ul>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
