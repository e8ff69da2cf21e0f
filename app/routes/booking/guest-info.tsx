import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Suspense } from 'react'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { guestDetailsDefaults } from '#app/models/guest-details-defaults.ts'
import { requiredAddressFields } from '#app/models/guest-profile.ts'
import { offersHousekeepingChoice } from '#app/models/housekeeping.ts'
import { localizePath } from '#app/models/locale.ts'
import { roomPreferencesOf } from '#app/models/room-requests.ts'
import { paymentTermsOf } from '#app/models/payment-terms.ts'
import { GUEST_INFO_PATH, isPrepaid } from '#app/models/reservation-pages.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useReservationLayout } from '#app/routes/booking/reservation-layout.tsx'
import { rememberedBooking } from '#app/services/booking-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { CartExpired, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { RedemptionPanel, RememberedWelcome } from '#app/ui/guest-details-parts.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'
import { StayDrawerLink } from '#app/ui/stay-drawer-link.tsx'
import { StayDrawer } from '#app/ui/stay-drawer.tsx'
import { CartStaySummary } from '#app/ui/cart-stay-summary.tsx'
import { GuestDetailsForm } from '#app/ui/guest-details-form.tsx'
import { submitGuestDetails } from './guest-details-submit.server.ts'
import { guestDetailsPageData } from './guest-details-data.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { keepCartAlive } from '#app/services/booking-cart.server.ts'

// Guest information (spec 001 §2 "gi"): the cart the visitor picked, how long it is
// held (and a form to hold it longer), and the guest-details form — who stays, room
// requests, the card — that leads on to the review. The layout has read the cart (or
// redirected); this loader adds what the form starts from.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale } = await getVisitor(request, context)
	const t = translatorFor(locale)
	return json({
		title: t('reservation.pageTitle', { name: t('reservation.guestInfo.title'), site: t('site.name') }),
		...(await guestDetailsPageData(request, context, GUEST_INFO_PATH)),
		action: localizePath(GUEST_INFO_PATH, locale),
	})
}

export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readFormData(request)
	const here = new URL(request.url)
	const back = `${here.pathname}${here.search}`
	if (form.get('intent') === 'details') return submitGuestDetails(request, context, form)
	if (form.get('intent') !== 'extend') return redirectFor(request, back)

	const visitor = await getVisitor(request, context)
	const failed = { source: 'API_ERROR', component: 'guestInfo.extend' } as const
	if (visitor.sessionExpired) throw await reservationFailure(new SessionExpired(failed), request, context)
	const notExtended = () => redirectWithNotice(request, back, 'reservation.notice.extendFailed')
	// A platform that cannot read the session now has not lost the cart: it stays as it was.
	const booking = await rememberedBooking(request, context).catch((error: unknown) => {
		if (error instanceof UpstreamError) return 'unread' as const
		throw error
	})
	if (booking === 'unread') return notExtended()
	if (!booking) throw await reservationFailure(new CartExpired(failed), request, context)
	try {
		await keepCartAlive(booking.cartId, visitor.upstream)
	} catch (error) {
		// The cart or the session is gone: the redirect table says where to. Anything
		// else keeps the cart as it was and says so.
		if (error instanceof UpstreamError && !(error instanceof SessionExpired || error instanceof CartExpired)) return notExtended()
		throw await reservationFailure(error, request, context, booking.rateListSearch)
	}
	return redirectWithNotice(request, back, 'reservation.notice.extended')
}

export default function GuestInfoPage() {
	const { t } = useBookingTranslation()
	const booking = useReservationLayout()?.booking
	const {
		redemption,
		topUpHref,
		pointsToBuy,
		savedCards,
		canSaveCard,
		member,
		insurance,
		country,
		countries,
		titles,
		stateGroups,
		cardProblem,
		canJoin,
		canAddRewardsNumber,
		remembered,
		action: detailsAction,
	} = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (!booking) return null
	const { summary, totals, rateListHref, cart } = booking
	// Inline from 700 px; below, in the flyout drawer the sticky bar opens (decision 017).
	const stay = <CartStaySummary summary={summary} totals={totals} rateListHref={rateListHref} />
	const defaultValue = guestDetailsDefaults(cart, member, country, savedCards.find((card) => card.isDefault)?.id)
	return (
		<div className="guest-info">
			<StickyBar summary={summary}>
				<StayDrawerLink>{stay}</StayDrawerLink>
			</StickyBar>
			<h1>{t('reservation.guestInfo.title')}</h1>
			<section className="cart-hold" aria-labelledby="cart-hold-title">
				<h2 id="cart-hold-title">{t('reservation.guestInfo.heading')}</h2>
				<p>
					{t('reservation.guestInfo.heldUntil', { time: summary.heldUntil })}{' '}
					<strong>{t('reservation.guestInfo.minutesLeft', { count: summary.minutesLeft })}</strong>
				</p>
				<Form method="post" className="cart-hold__extend">
					<input type="hidden" name="intent" value="extend" />
					<button type="submit">{t('reservation.guestInfo.extend')}</button>
				</Form>
			</section>

			<StayDrawer>{stay}</StayDrawer>
			{redemption ? (
				<Suspense fallback={null}>
					<RedemptionPanel figures={redemption} topUpHref={topUpHref} />
				</Suspense>
			) : null}

			<section className="guest-info__details" aria-labelledby="guest-details-title">
				<h2 id="guest-details-title">{t('booking.details.heading')}</h2>
				{remembered ? (
					<Suspense fallback={null}>
						<RememberedWelcome name={remembered.name} signInHref={remembered.signInHref} />
					</Suspense>
				) : null}
				<GuestDetailsForm
					action={detailsAction}
					lastResult={actionData && 'result' in actionData ? actionData.result : null}
					answerId={actionData && 'answerId' in actionData ? actionData.answerId : null}
					defaultValue={defaultValue}
					needsPayment={cart.totalPoints == null}
					pointsToBuy={pointsToBuy}
					savedCards={savedCards}
					acceptedCards={cart.property.paymentInformation.acceptedCards}
					paymentTerms={paymentTermsOf(cart)}
					canSaveCard={canSaveCard}
					countries={countries}
					titles={titles}
					stateGroups={stateGroups}
					cartCard={cart.payment}
					cardProblem={cardProblem}
					requiredAddressFields={requiredAddressFields(defaultValue.countryCode)}
					insurance={insurance}
					housekeeping={offersHousekeepingChoice(cart.property.basicInformation.brand?.id)}
					prepay={isPrepaid(cart)}
					preferences={roomPreferencesOf(cart)}
					canJoin={canJoin}
					canAddRewardsNumber={canAddRewardsNumber}
				/>
			</section>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
