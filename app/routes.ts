import { index, prefix, route, type RouteConfig } from '@remix-run/route-config'

// The one map from URL to route module (issue 33). Every address takes an optional locale
// sub-directory (`/es/...`; none for en-US), so the whole site sits under `:lang?`. A
// module's route id is its file name without the extension, as Remix's file-name
// convention made it before, because tests, the JavaScript budget and useRouteLoaderData
// key on those ids (tests/integration/url-map.test.ts holds the map as it was).

// Home and search: the home page, the hotel search and its helpers.
const homeAndSearch = [
	index('routes/($lang)._index.tsx'),
	...prefix('search', [
		route('findHotels.mi', 'routes/($lang).search.findHotels[.]mi.tsx'),
		route('availabilityCalendar.mi', 'routes/($lang).search.availabilityCalendar[.]mi.tsx'),
		route('hotelQuickView.mi', 'routes/($lang).search.hotelQuickView[.]mi.tsx'),
		route('suggestedPlaces', 'routes/($lang).search.suggestedPlaces.ts'),
	]),
]

// Hotel pages: a hotel's tabs under one layout, its details page, and the legacy addresses that answer 301.
const hotelPages = prefix('hotels', [
	route(':seoNickname', 'routes/($lang).hotels.$seoNickname.tsx', [
		index('routes/($lang).hotels.$seoNickname._index.tsx'),
		route('overview', 'routes/($lang).hotels.$seoNickname.overview.tsx'),
		route('reviews', 'routes/($lang).hotels.$seoNickname.reviews.tsx'),
		route('location', 'routes/($lang).hotels.$seoNickname.location.tsx'),
	]),
	route(':seoNickname/details', 'routes/($lang).hotels.$seoNickname_.details.tsx'),
	route('hotel-reviews/:seoNickname', 'routes/($lang).hotels.hotel-reviews.$seoNickname.tsx'),
	route('maps/travel/:seoNickname', 'routes/($lang).hotels.maps.travel.$seoNickname.tsx'),
	route('travel/:seoNickname', 'routes/($lang).hotels.travel.$seoNickname.tsx'),
])

// Sign-in and overlays: signing in and out, the password reset, and the overlays that are pages without JavaScript.
const signInAndOverlays = [
	route('sign-in.mi', 'routes/($lang).sign-in[.]mi.tsx'),
	route('sign-in/verify.mi', 'routes/($lang).sign-in.verify[.]mi.tsx'),
	route('sign-in-error.mi', 'routes/($lang).sign-in-error[.]mi.tsx'),
	route('enterprise/sign-in.mi', 'routes/($lang).enterprise.sign-in[.]mi.tsx'),
	route('login', 'routes/($lang).login.tsx'),
	route('logout.mi', 'routes/($lang).logout[.]mi.tsx'),
	route('emailPassword.mi', 'routes/($lang).emailPassword[.]mi.tsx'),
	route('unAuth', 'routes/($lang).unAuth.tsx'),
	route('signInOverlay.mi', 'routes/($lang).signInOverlay[.]mi.tsx'),
	route('resLookupOverlay.mi', 'routes/($lang).resLookupOverlay[.]mi.tsx'),
	// Under /reservation/ but outside its layout: they need no cart.
	route('reservation/signInOverlay.mi', 'routes/($lang).reservation_.signInOverlay[.]mi.tsx'),
	route('reservation/signInOverlay-signInOnly.mi', 'routes/($lang).reservation_.signInOverlay-signInOnly[.]mi.tsx'),
]

// Booking: from availability through rates, guest details and payment to the confirmation and what follows it.
const booking = [
	route('availability.mi', 'routes/($lang).reservation.availability[.]mi.tsx'),
	route('availabilitySearch.mi', 'routes/($lang).reservation.availabilitySearch[.]mi.tsx'),
	route('rateListMenu.mi', 'routes/($lang).reservation.rateListMenu[.]mi.tsx'),
	route('rateDetails.mi', 'routes/($lang).reservation.rateDetails[.]mi.tsx'),
	route('roomDetails.mi', 'routes/($lang).reservation.roomDetails[.]mi.tsx'),
	route('ersViewRateRules.mi', 'routes/($lang).reservation.ersViewRateRules[.]mi.tsx'),
	route('ersViewRoomPool.mi', 'routes/($lang).reservation.ersViewRoomPool[.]mi.tsx'),
	route('guestInfo.mi', 'routes/($lang).reservation.guestInfo[.]mi.tsx'),
	route('reviewguestinformation.mi', 'routes/($lang).reservation.reviewguestinformation[.]mi.tsx'),
	route('reviewDetails.mi', 'routes/($lang).reservation.reviewDetails[.]mi.tsx'),
	route('cardPayment.mi', 'routes/($lang).reservation.cardPayment[.]mi.tsx'),
	route('paymentReturn.mi', 'routes/($lang).reservation.paymentReturn[.]mi.tsx'),
	route('confirmation.mi', 'routes/($lang).reservation.confirmation[.]mi.tsx'),
	route('confirmation.ics', 'routes/($lang).reservation.confirmation[.]ics.ts'),
	route('earnWhileYouSleep.mi', 'routes/($lang).reservation.earnWhileYouSleep[.]mi.tsx'),
	route('joinAndSaveReservation.mi', 'routes/($lang).reservation.joinAndSaveReservation[.]mi.tsx'),
	route('saveToMyTrips.mi', 'routes/($lang).reservation.saveToMyTrips[.]mi.tsx'),
	route('productsUnavailable.mi', 'routes/($lang).reservation.productsUnavailable[.]mi.tsx'),
	route('unsuccessfulSell.mi', 'routes/($lang).reservation.unsuccessfulSell[.]mi.tsx'),
	route('expiredSession.mi', 'routes/($lang).reservation.expiredSession[.]mi.tsx'),
	route('800Page.mi', 'routes/($lang).reservation.800Page[.]mi.tsx'),
	route('redirect.mi', 'routes/($lang).reservation.redirect[.]mi.tsx'),
]

// Reservation management: finding a booked stay, changing, upgrading or cancelling it, and checking in.
const reservationManagement = [
	route('lookupReservation.mi', 'routes/($lang).reservation.lookupReservation[.]mi.tsx'),
	route('upcomingReservation.mi', 'routes/($lang).reservation.upcomingReservation[.]mi.tsx'),
	route('upcomingReservation.ics', 'routes/($lang).reservation.upcomingReservation[.]ics.ts'),
	route('modifyRateListMenu.mi', 'routes/($lang).reservation.modifyRateListMenu[.]mi.tsx'),
	route('confirmChanges.mi', 'routes/($lang).reservation.confirmChanges[.]mi.tsx'),
	route('confirmReservationCancellation.mi', 'routes/($lang).reservation.confirmReservationCancellation[.]mi.tsx'),
	route('upgradeReservation.mi', 'routes/($lang).reservation.upgradeReservation[.]mi.tsx'),
	route('check-in-details.mi', 'routes/($lang).reservation.check-in-details[.]mi.tsx'),
	route('check-in-confirmation.mi', 'routes/($lang).reservation.check-in-confirmation[.]mi.tsx'),
	route('expiredReservation.mi', 'routes/($lang).reservation.expiredReservation[.]mi.tsx'),
]

// Account and loyalty: joining, the member's profile and saved hotels, trips, points and promotions.
const accountAndLoyalty = [
	route('enrollprefill', 'routes/($lang).enrollprefill.tsx'),
	...prefix('loyalty', [
		route('createAccount/createAccountPage1.mi', 'routes/($lang).loyalty.createAccount.createAccountPage1[.]mi.tsx'),
		route('createAccount/activateOnlineAccount.mi', 'routes/($lang).loyalty.createAccount.activateOnlineAccount[.]mi.tsx'),
		route('myAccount/profile.mi', 'routes/($lang).loyalty.myAccount.profile[.]mi.tsx'),
		route('myAccount/saveProperties.mi', 'routes/($lang).loyalty.myAccount.saveProperties[.]mi.tsx'),
		route('findReservationList.mi', 'routes/($lang).loyalty.findReservationList[.]mi.tsx'),
		route('redeem/topUpPoints.mi', 'routes/($lang).loyalty.redeem.topUpPoints[.]mi.tsx'),
		route('redeem/topUpModifyResPoints.mi', 'routes/($lang).loyalty.redeem.topUpModifyResPoints[.]mi.tsx'),
	]),
	route('promotion', 'routes/($lang).promotion.tsx'),
]

// Brands: a brand's page, and the two brands with addresses of their own.
const brands = [
	route('brands/:brandCode', 'routes/($lang).brands.$brandCode.tsx'),
	route('bulgari', 'routes/($lang).bulgari.tsx'),
	route('ritz', 'routes/($lang).ritz.tsx'),
]

// Operations pages: errors, not found, session time-outs, the language choice and the notice before leaving the site.
const operationsPages = [
	route('error', 'routes/($lang).error.tsx'),
	route('sessionTimedOut.mi', 'routes/($lang).sessionTimedOut[.]mi.tsx'),
	route('sessionTimeOut', 'routes/($lang).sessionTimeOut.tsx'),
	route('sessionTimeoutWarning.mi', 'routes/($lang).sessionTimeoutWarning[.]mi.tsx'),
	route('language', 'routes/($lang).language.tsx'),
	route('leaving-notice', 'routes/($lang).leaving-notice.tsx'),
	route('*', 'routes/($lang).$.tsx'),
]

export default [
	route(':lang?', 'routes/($lang).tsx', [
		...homeAndSearch,
		...hotelPages,
		...signInAndOverlays,
		// The booking steps and reservation screens share one layout: its loader checks the session and cart (spec 001 §2).
		route('reservation', 'routes/($lang).reservation.tsx', [...booking, ...reservationManagement, route('*', 'routes/($lang).reservation.$.tsx')]),
		...accountAndLoyalty,
		...brands,
		...operationsPages,
	]),
] satisfies RouteConfig
