import { randomUUID } from 'node:crypto'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { localizePath } from '#app/models/locale.ts'
import { guestFormEntryOf } from '#app/models/refusal-entry.ts'
import { GUEST_INFO_PATH, REVIEW_PATH } from '#app/models/reservation-pages.ts'
import { useReservationLayout } from '#app/routes/booking/reservation-layout.tsx'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { insuranceOffer } from '#app/services/travel-insurance.server.ts'
import { BookingReview } from '#app/ui/booking-review.tsx'
import { CartStaySummary } from '#app/ui/cart-stay-summary.tsx'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'
import { StayDrawerLink } from '#app/ui/stay-drawer-link.tsx'
import { StayDrawer } from '#app/ui/stay-drawer.tsx'
import { placeOrder } from './place-order.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Review reservation details (spec 001 §2 "rrd"): everything the guest gave, each part
// with a link back to change it, and Book now. The layout has read the cart, and sent a
// guest without details back to the form.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const t = translatorFor(locale)
	const insurancePremium = (await insuranceOffer(request, context))?.premium ?? null
	return json(
		{
			title: t('reservation.pageTitle', { name: t('booking.review.title'), site: t('site.name') }),
			guestInfoHref: localizePath(GUEST_INFO_PATH, locale),
			action: localizePath(REVIEW_PATH, locale),
			insurancePremium,
			// One key per rendering of the page: every submit of this form asks for the same order.
			idempotencyKey: randomUUID(),
		},
		// The key must not come back from a cache for another visit of the page.
		{ headers: { 'Cache-Control': 'no-store' } },
	)
}

export const action = ({ request, context }: ActionFunctionArgs) => placeOrder(request, context)

export default function ReviewDetailsPage() {
	const { t } = useBookingTranslation()
	const booking = useReservationLayout()?.booking
	const { guestInfoHref, action: bookAction, idempotencyKey, insurancePremium } = useLoaderData<typeof loader>()
	const refused = useActionData<typeof action>()
	useBookingErrorsTranslation(refused != null && 'error' in refused)
	const navigation = useNavigation()
	if (!booking) return null
	const { summary, totals, rateListHref, cart } = booking
	// Inline from 700 px; below, in the flyout drawer the sticky bar opens (decision 017).
	const stay = <CartStaySummary summary={summary} totals={totals} rateListHref={rateListHref} />
	const submitting = navigation.state !== 'idle' && navigation.formAction === bookAction
	const error = refused && 'error' in refused ? refused.error : null
	// The entry the refusal asks the guest to change is on the guest-details page: a link to it.
	const entry = guestFormEntryOf(error)
	const key = refused && 'idempotencyKey' in refused ? refused.idempotencyKey : idempotencyKey
	return (
		<div className="booking-review">
			<StickyBar summary={summary}>
				<StayDrawerLink>{stay}</StayDrawerLink>
			</StickyBar>
			<h1>{t('booking.review.title')}</h1>
			<p>{t('booking.review.intro')}</p>
			<ErrorSummary id="review-errors" messages={error ? [t(error.key, { code: error.code })] : []} />
			{entry ? (
				<p>
					<Link to={`${guestInfoHref}#${entry.section}`}>{t(entry.link)}</Link>
				</p>
			) : null}
			<StayDrawer>{stay}</StayDrawer>
			<BookingReview cart={cart} guestInfoHref={guestInfoHref} totalPoints={summary.totalPoints} insurancePremium={insurancePremium} />
			<Form method="post" action={bookAction} className="booking-review__book">
				<input type="hidden" name="idempotencyKey" value={key} />
				<button type="submit" disabled={submitting} aria-busy={submitting}>
					{t(submitting ? 'booking.review.submitting' : 'booking.review.submit')}
				</button>
			</Form>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
