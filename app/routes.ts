import { index, prefix, route, type RouteConfig } from '@remix-run/route-config'

// The one map from URL to route module (issue 33). Every address takes an optional locale
// sub-directory (`/es/...`; none for en-US), so the whole site sits under `:lang?`. Each
// family's modules sit in a folder of their own under app/routes, named for the page,
// with their server-only helpers beside them; a route's id is its file's path without the
// extension (`routes/booking/guest-info`), which the metrics label requests with.
// tests/integration/url-map.test.ts holds the map as it was before this file.

// Home and search: the home page, the hotel search and its helpers.
const homeAndSearch = [
	index('routes/home-and-search/home.tsx'),
	...prefix('search', [
		route('findHotels.mi', 'routes/home-and-search/find-hotels.tsx'),
		route('availabilityCalendar.mi', 'routes/home-and-search/availability-calendar.tsx'),
		route('hotelQuickView.mi', 'routes/home-and-search/hotel-quick-view.tsx'),
		route('suggestedPlaces', 'routes/home-and-search/suggested-places.ts'),
	]),
]

// Hotel pages: a hotel's tabs under one layout, its details page, and the legacy addresses that answer 301.
const hotelPages = prefix('hotels', [
	route(':seoNickname', 'routes/hotel/hotel-layout.tsx', [
		index('routes/hotel/hotel-address.tsx'),
		route('overview', 'routes/hotel/overview.tsx'),
		route('reviews', 'routes/hotel/reviews.tsx'),
		route('location', 'routes/hotel/location.tsx'),
	]),
	route(':seoNickname/details', 'routes/hotel/details.tsx'),
	route('hotel-reviews/:seoNickname', 'routes/hotel/legacy-hotel-reviews.tsx'),
	route('maps/travel/:seoNickname', 'routes/hotel/legacy-maps-travel.tsx'),
	route('travel/:seoNickname', 'routes/hotel/legacy-travel.tsx'),
])

// Sign-in and overlays: signing in and out, the password reset, and the overlays that are pages without JavaScript.
const signInAndOverlays = [
	route('sign-in.mi', 'routes/sign-in/sign-in.tsx'),
	route('sign-in/verify.mi', 'routes/sign-in/second-factor.tsx'),
	route('sign-in-error.mi', 'routes/sign-in/sign-in-error.tsx'),
	route('enterprise/sign-in.mi', 'routes/sign-in/enterprise-sign-in.tsx'),
	route('login', 'routes/sign-in/login.tsx'),
	route('logout.mi', 'routes/sign-in/sign-out.tsx'),
	route('emailPassword.mi', 'routes/sign-in/password-email.tsx'),
	route('unAuth', 'routes/sign-in/members-only.tsx'),
	route('signInOverlay.mi', 'routes/sign-in/sign-in-overlay.tsx'),
	route('resLookupOverlay.mi', 'routes/sign-in/lookup-overlay.tsx'),
	// Under /reservation/ but outside its layout: they need no cart.
	route('reservation/signInOverlay.mi', 'routes/sign-in/booking-sign-in-overlay.tsx'),
	route('reservation/signInOverlay-signInOnly.mi', 'routes/sign-in/booking-sign-in-only-overlay.tsx'),
]

// Booking: from availability through rates, guest details and payment to the confirmation and what follows it.
const booking = [
	route('availability.mi', 'routes/booking/availability.tsx'),
	route('availabilitySearch.mi', 'routes/booking/availability-search.tsx'),
	route('rateListMenu.mi', 'routes/booking/rate-list.tsx'),
	route('rateDetails.mi', 'routes/booking/rate-details.tsx'),
	route('roomDetails.mi', 'routes/booking/room-details.tsx'),
	route('ersViewRateRules.mi', 'routes/booking/rate-rules.tsx'),
	route('ersViewRoomPool.mi', 'routes/booking/room-pool.tsx'),
	route('guestInfo.mi', 'routes/booking/guest-info.tsx'),
	route('reviewguestinformation.mi', 'routes/booking/guest-info-and-review.tsx'),
	route('reviewDetails.mi', 'routes/booking/review.tsx'),
	route('cardPayment.mi', 'routes/booking/card-payment.tsx'),
	route('paymentReturn.mi', 'routes/booking/payment-return.tsx'),
	route('confirmation.mi', 'routes/booking/confirmation.tsx'),
	route('confirmation.ics', 'routes/booking/confirmation-calendar.ts'),
	route('earnWhileYouSleep.mi', 'routes/booking/earn-while-you-sleep.tsx'),
	route('joinAndSaveReservation.mi', 'routes/booking/join-and-save.tsx'),
	route('saveToMyTrips.mi', 'routes/booking/save-to-trips.tsx'),
	route('productsUnavailable.mi', 'routes/booking/products-unavailable.tsx'),
	route('unsuccessfulSell.mi', 'routes/booking/unsuccessful-sell.tsx'),
	route('expiredSession.mi', 'routes/booking/expired-session.tsx'),
	route('800Page.mi', 'routes/booking/call-reservations.tsx'),
	route('redirect.mi', 'routes/booking/redirect.tsx'),
]

// Reservation management: finding a booked stay, changing, upgrading or cancelling it, and checking in.
const reservationManagement = [
	route('lookupReservation.mi', 'routes/reservations/lookup.tsx'),
	route('upcomingReservation.mi', 'routes/reservations/upcoming.tsx'),
	route('upcomingReservation.ics', 'routes/reservations/upcoming-calendar.ts'),
	route('modifyRateListMenu.mi', 'routes/reservations/modify-rate-list.tsx'),
	route('confirmChanges.mi', 'routes/reservations/confirm-changes.tsx'),
	route('confirmReservationCancellation.mi', 'routes/reservations/cancel.tsx'),
	route('upgradeReservation.mi', 'routes/reservations/upgrade.tsx'),
	route('check-in-details.mi', 'routes/reservations/check-in-details.tsx'),
	route('check-in-confirmation.mi', 'routes/reservations/check-in-confirmation.tsx'),
	route('expiredReservation.mi', 'routes/reservations/expired.tsx'),
]

// Account and loyalty: joining, the member's profile and saved hotels, trips, points and promotions.
const accountAndLoyalty = [
	route('enrollprefill', 'routes/account/join-link.tsx'),
	...prefix('loyalty', [
		route('createAccount/createAccountPage1.mi', 'routes/account/join.tsx'),
		route('createAccount/activateOnlineAccount.mi', 'routes/account/activate.tsx'),
		route('myAccount/profile.mi', 'routes/account/profile.tsx'),
		route('myAccount/saveProperties.mi', 'routes/account/saved-hotels.tsx'),
		route('findReservationList.mi', 'routes/account/trips.tsx'),
		route('redeem/topUpPoints.mi', 'routes/account/top-up-points.tsx'),
		route('redeem/topUpModifyResPoints.mi', 'routes/account/top-up-points-for-a-change.tsx'),
	]),
	route('promotion', 'routes/account/promotion.tsx'),
]

// Brands: a brand's page, and the two brands with addresses of their own.
const brands = [route('brands/:brandCode', 'routes/brands/brand.tsx'), route('bulgari', 'routes/brands/bulgari.tsx'), route('ritz', 'routes/brands/ritz.tsx')]

// Operations pages: errors, not found, session time-outs, the language choice and the notice before leaving the site.
const operationsPages = [
	route('error', 'routes/operations/error.tsx'),
	route('sessionTimedOut.mi', 'routes/operations/session-timed-out.tsx'),
	route('sessionTimeOut', 'routes/operations/session-time-out.tsx'),
	route('sessionTimeoutWarning.mi', 'routes/operations/session-timeout-warning.tsx'),
	route('language', 'routes/operations/language.tsx'),
	route('leaving-notice', 'routes/operations/leaving-notice.tsx'),
	route('*', 'routes/operations/not-found.tsx'),
]

export default [
	route(':lang?', 'routes/locale-layout.tsx', [
		...homeAndSearch,
		...hotelPages,
		...signInAndOverlays,
		// The booking steps and reservation screens share one layout: its loader checks the session and cart (spec 001 §2).
		route('reservation', 'routes/booking/reservation-layout.tsx', [
			...booking,
			...reservationManagement,
			route('*', 'routes/booking/reservation-not-found.tsx'),
		]),
		...accountAndLoyalty,
		...brands,
		...operationsPages,
	]),
] satisfies RouteConfig
