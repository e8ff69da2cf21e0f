import { randomUUID } from 'node:crypto'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Suspense } from 'react'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { guestDetailsDefaults } from '#app/models/guest-details-defaults.ts'
import { requiredAddressFields } from '#app/models/guest-profile.ts'
import { offersHousekeepingChoice } from '#app/models/housekeeping.ts'
import { localizePath } from '#app/models/locale.ts'
import { roomPreferencesOf } from '#app/models/room-requests.ts'
import { paymentTermsOf } from '#app/models/payment-terms.ts'
import { guestFormEntryOf } from '#app/models/refusal-entry.ts'
import { isPrepaid, readyForReview, REVIEW_AND_GUEST_INFO_PATH } from '#app/models/reservation-pages.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { useReservationLayout } from '#app/routes/booking/reservation-layout.tsx'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { BookingReview } from '#app/ui/booking-review.tsx'
import { CartStaySummary } from '#app/ui/cart-stay-summary.tsx'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { GuestDetailsForm } from '#app/ui/guest-details-form.tsx'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { RedemptionPanel, RememberedWelcome } from '#app/ui/guest-details-parts.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'
import { StayDrawerLink } from '#app/ui/stay-drawer-link.tsx'
import { StayDrawer } from '#app/ui/stay-drawer.tsx'
import { guestDetailsPageData } from './guest-details-data.server.ts'
import { submitGuestDetails } from './guest-details-submit.server.ts'
import { placeOrder } from './place-order.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Review reservation details and guest information on one page (spec 001 §2 "rrdgi"):
// the guest-details form, and once the cart holds the guest (and the card of a cash
// stay) the review of them with Book now, below it. Each form posts here; accepted
// details come back to this page, Book now goes on to the confirmation.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const { locale } = await getVisitor(request, context)
	const t = translatorFor(locale)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.review.title'), site: t('site.name') }),
			...(await guestDetailsPageData(request, context, REVIEW_AND_GUEST_INFO_PATH)),
			action: localizePath(REVIEW_AND_GUEST_INFO_PATH, locale),
			idempotencyKey: randomUUID(),
		},
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const form = await readFormData(request)
	if (form.get('intent') === 'details') return submitGuestDetails(request, context, form, 'reviewGuestInfo')
	return placeOrder(request, context, form)
}

export default function ReviewAndGuestInfoPage() {
	const { t } = useBookingTranslation()
	const booking = useReservationLayout()?.booking
	const data = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	useBookingErrorsTranslation(answer != null && 'error' in answer)
	const navigation = useNavigation()
	if (!booking) return null
	const { summary, totals, rateListHref, cart } = booking
	// Inline from 700 px; below, in the flyout drawer the sticky bar opens (decision 017).
	const stay = <CartStaySummary summary={summary} totals={totals} rateListHref={rateListHref} />
	const defaultValue = guestDetailsDefaults(cart, data.member, data.country, data.savedCards.find((card) => card.isDefault)?.id)
	const bookingError = answer && 'error' in answer ? answer.error : null
	// A Book now refusal that names an entry of the form above is said next to it, in the form's words.
	const entry = guestFormEntryOf(bookingError)
	const entryRefused = entry ? { status: 'error' as const, error: { [entry.name]: [entry.message] } } : null
	const key = answer && 'idempotencyKey' in answer ? answer.idempotencyKey : data.idempotencyKey
	const submitting = navigation.state !== 'idle' && navigation.formData?.has('idempotencyKey') === true
	return (
		<div className="booking-review">
			<StickyBar summary={summary}>
				<StayDrawerLink>{stay}</StayDrawerLink>
			</StickyBar>
			<h1>{t('booking.review.title')}</h1>
			<StayDrawer>{stay}</StayDrawer>
			{data.redemption ? (
				<Suspense fallback={null}>
					<RedemptionPanel figures={data.redemption} topUpHref={data.topUpHref} />
				</Suspense>
			) : null}
			<section className="guest-info__details" aria-labelledby="guest-details-title">
				<h2 id="guest-details-title">{t('booking.details.heading')}</h2>
				{data.remembered ? (
					<Suspense fallback={null}>
						<RememberedWelcome name={data.remembered.name} signInHref={data.remembered.signInHref} />
					</Suspense>
				) : null}
				<GuestDetailsForm
					action={data.action}
					lastResult={answer && 'result' in answer ? answer.result : entryRefused}
					answerId={answer && 'answerId' in answer ? answer.answerId : entry ? bookingError?.key : null}
					defaultValue={defaultValue}
					needsPayment={cart.totalPoints == null}
					pointsToBuy={data.pointsToBuy}
					savedCards={data.savedCards}
					acceptedCards={cart.property.paymentInformation.acceptedCards}
					paymentTerms={paymentTermsOf(cart)}
					canSaveCard={data.canSaveCard}
					countries={data.countries}
					titles={data.titles}
					stateGroups={data.stateGroups}
					cartCard={cart.payment}
					cardProblem={data.cardProblem}
					requiredAddressFields={requiredAddressFields(defaultValue.countryCode)}
					insurance={data.insurance}
					housekeeping={offersHousekeepingChoice(cart.property.basicInformation.brand?.id)}
					prepay={isPrepaid(cart)}
					preferences={roomPreferencesOf(cart)}
					canJoin={data.canJoin}
					canAddRewardsNumber={data.canAddRewardsNumber}
					submitLabel={t('booking.details.save')}
				/>
			</section>
			{readyForReview(cart) ? (
				<section aria-labelledby="review-heading">
					<h2 id="review-heading">{t('booking.review.title')}</h2>
					<ErrorSummary id="review-errors" messages={bookingError ? [t(bookingError.key, { code: bookingError.code })] : []} />
					<BookingReview cart={cart} guestInfoHref={data.action} totalPoints={summary.totalPoints} insurancePremium={data.insurance?.premium ?? null} />
					<Form method="post" action={data.action} className="booking-review__book">
						<input type="hidden" name="idempotencyKey" value={key} />
						<button type="submit" disabled={submitting} aria-busy={submitting}>
							{t(submitting ? 'booking.review.submitting' : 'booking.review.submit')}
						</button>
					</Form>
				</section>
			) : (
				<p>{t('booking.review.completeFirst')}</p>
			)}
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
