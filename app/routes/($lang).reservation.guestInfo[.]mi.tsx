import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { defaultGuestCountry, guestCountries } from '#app/models/guest-countries.ts'
import { guestDetailsDefaults } from '#app/models/guest-details-defaults.ts'
import { requiredAddressFields } from '#app/models/guest-profile.ts'
import { offersHousekeepingChoice } from '#app/models/housekeeping.ts'
import { localizePath } from '#app/models/locale.ts'
import { GUEST_INFO_PATH } from '#app/models/reservation-pages.ts'
import { expiryYearChoices } from '#app/models/payment-card.ts'
import { countryOfLanguage } from '#app/models/visitor-country.ts'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useReservationLayout } from '#app/routes/($lang).reservation.tsx'
import { rememberedBooking } from '#app/services/booking-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { loadRedemptionPanel } from '#app/services/redemption-panel.server.ts'
import { reservationFailure } from '#app/http/reservation-layout.server.ts'
import { CartExpired, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { extendCartExpiration } from '#app/services/upstream/operations/cart.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { RedemptionPanel } from '#app/ui/redemption-panel.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'
import { CartStaySummary } from '#app/ui/cart-stay-summary.tsx'
import { GuestDetailsForm } from '#app/ui/guest-details-form.tsx'
import { logger } from '#app/services/logger.server.ts'
import { fetchMemberInformation } from '#app/services/upstream/operations/customer.server.ts'
import { travelInsuranceQuote } from '#app/services/upstream/operations/order.server.ts'
import { formatMoney } from '#app/models/money.ts'
import { submitGuestDetails } from './($lang).reservation.guest-details.server.ts'

// Guest information (spec 001 §2 "gi"): the cart the visitor picked, how long it is
// held (and a form to hold it longer), and the guest-details form — who stays, room
// requests, the card — that leads on to the review. The layout has read the cart (or
// redirected); this loader adds what the form starts from.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const t = translatorFor(locale)
	const [redemption, member, insurance] = await Promise.all([loadRedemptionPanel(request, context), memberProfile(visitor), insuranceQuote(request, context)])
	const country = defaultGuestCountry(countryOfLanguage(request.headers.get('accept-language')))
	return json({
		title: t('reservation.pageTitle', { name: t('reservation.guestInfo.title'), site: t('site.name') }),
		redemption,
		member,
		insurance,
		country,
		countries: guestCountries(locale),
		expiryYears: expiryYearChoices(new Date()),
		action: localizePath(GUEST_INFO_PATH, locale),
	})
}

/** A signed-in member's name and e-mail for the form; without them the guest types them. */
async function memberProfile(visitor: Awaited<ReturnType<typeof getVisitor>>) {
	if (visitor.state !== 'member' || !visitor.customerId) return null
	try {
		const member = await fetchMemberInformation(visitor.customerId, visitor.upstream)
		return member ? { givenName: member.profile.givenName, surname: member.profile.surname, email: member.profile.email } : null
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('guest information: no member profile', { code: error.code })
		return null
	}
}

/** Travel insurance for the held stay, formatted; null when the platform cannot quote now (the form then does not ask). */
async function insuranceQuote(request: Request, context: LoaderFunctionArgs['context']) {
	const visitor = await getVisitor(request, context)
	try {
		const booking = await rememberedBooking(request, context)
		if (!booking) return null
		const quote = await travelInsuranceQuote(booking.cartId, visitor.upstream)
		return { premium: formatMoney(quote.premium, quote.premium.currency, visitor.locale), provider: quote.provider, coverage: quote.coverage }
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		return null
	}
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
		await extendCartExpiration(booking.cartId, visitor.upstream)
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
	const { redemption, member, insurance, country, countries, expiryYears, action: detailsAction } = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	if (!booking) return null
	const { summary, totals, rateListHref, cart } = booking
	const defaultValue = guestDetailsDefaults(cart, member, country)
	return (
		<div className="guest-info">
			<StickyBar summary={summary} />
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

			<CartStaySummary summary={summary} totals={totals} rateListHref={rateListHref} />
			{redemption ? <RedemptionPanel figures={redemption} /> : null}

			<section className="guest-info__details" aria-labelledby="guest-details-title">
				<h2 id="guest-details-title">{t('booking.details.heading')}</h2>
				<GuestDetailsForm
					action={detailsAction}
					lastResult={actionData && 'result' in actionData ? actionData.result : null}
					defaultValue={defaultValue}
					needsPayment={cart.totalPoints == null}
					countries={countries}
					expiryYears={expiryYears}
					requiredAddressFields={requiredAddressFields(defaultValue.countryCode)}
					insurance={insurance}
					housekeeping={offersHousekeepingChoice(cart.property.basicInformation.brand?.id)}
				/>
			</section>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }, { name: 'robots', content: 'noindex' }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
