import { expect, test, type Page } from './support/test.ts'
import { pageRouteIds } from '../integration/route-manifest.ts'
import { axeViolations } from './support/axe.ts'
import { holdRoom, isoDay, stayFor } from './support/booking.ts'
import { hydrated } from './support/hydration.ts'
import { signIn } from './support/sign-in.ts'

// Every page, once per mode (issues 29 and 32): with JavaScript off and on, each page route
// is loaded once, known by its status and its own heading (an error page, a 503 when the
// platform is slow, has markup of its own that would pass in its place), and then axe-core
// finds no violation of WCAG 2.2 AA of any impact and the browser reports no error; with
// JavaScript on, the page hydrates with no hydration warning. The journeys run with
// JavaScript on only where it changes what they prove (tag @js); this keeps every page in
// the JavaScript run.

const NYC = 'nycmc-meridian-new-york-times-square'
/** What a page needs before it can be shown: nothing, a signed-in member, or a held room. */
type Setup = 'member' | 'cart'
type Visit = { path: string; heading: string; status?: number; setup?: Setup }

/** Page routes by their id in the route manifest, without the `routes/($lang).` prefix. */
const PAGES: Record<string, Visit> = {
	_index: { path: '/', heading: 'Find your next stay' },
	$: { path: '/no-such-page', heading: 'Page not found', status: 404 },
	bulgari: { path: '/bulgari', heading: 'Bulgari Hotels & Resorts' },
	ritz: { path: '/ritz', heading: 'The Ritz-Carlton' },
	'brands.$brandCode': { path: '/brands/rz', heading: 'The Ritz-Carlton' },
	'emailPassword[.]mi': { path: '/emailPassword.mi', heading: 'Reset your password' },
	'enterprise.sign-in[.]mi': { path: '/enterprise/sign-in.mi', heading: 'Enterprise account access' },
	error: { path: '/error', heading: 'Something went wrong' },
	'hotels.$seoNickname.overview': { path: `/hotels/${NYC}/overview`, heading: 'Meridian New York Times Square' },
	'hotels.$seoNickname.location': { path: `/hotels/${NYC}/location`, heading: 'Meridian New York Times Square' },
	'hotels.$seoNickname.reviews': { path: `/es/hotels/${NYC}/reviews`, heading: 'Meridian New York Times Square' },
	'hotels.$seoNickname_.details': { path: `/hotels/${NYC}/details`, heading: 'Meridian New York Times Square' },
	language: { path: '/language', heading: 'Choose your language' },
	'leaving-notice': { path: '/leaving-notice?propertyCode=MILBG&link=hotel&returnTo=%2F', heading: 'You are leaving for Bulgari' },
	'logout[.]mi': { path: '/logout.mi', heading: 'Sign out', setup: 'member' },
	'loyalty.createAccount.activateOnlineAccount[.]mi': { path: '/loyalty/createAccount/activateOnlineAccount.mi', heading: 'Activate your online account' },
	'loyalty.createAccount.createAccountPage1[.]mi': { path: '/loyalty/createAccount/createAccountPage1.mi', heading: 'Join Meridian Rewards' },
	'loyalty.findReservationList[.]mi': { path: '/loyalty/findReservationList.mi', heading: 'My trips', setup: 'member' },
	'loyalty.myAccount.profile[.]mi': { path: '/loyalty/myAccount/profile.mi', heading: 'My account', setup: 'member' },
	'loyalty.redeem.topUpPoints[.]mi': { path: '/loyalty/redeem/topUpPoints.mi?points=1000', heading: 'Buy points', setup: 'member' },
	promotion: { path: '/promotion?code=SPRING', heading: 'Promotions' },
	'resLookupOverlay[.]mi': { path: '/resLookupOverlay.mi', heading: 'Find your reservation' },
	'reservation.800Page[.]mi': { path: '/reservation/800Page.mi', heading: 'Call us to book' },
	'reservation.expiredSession[.]mi': { path: '/reservation/expiredSession.mi', heading: 'Your session timed out' },
	'reservation.unsuccessfulSell[.]mi': { path: '/reservation/unsuccessfulSell.mi', heading: "We couldn't book this room" },
	'reservation.productsUnavailable[.]mi': { path: '/reservation/productsUnavailable.mi', heading: 'No rooms for those dates' },
	// The entry points redirect a good link; a link that leads nowhere is their own page.
	'reservation.availability[.]mi': { path: '/reservation/availability.mi?marshaCode=NYCMC&numberOfRooms=9', heading: 'Check availability', status: 400 },
	'reservation.availabilitySearch[.]mi': {
		path: '/reservation/availabilitySearch.mi?marshaCode=NYCMC&numberOfRooms=9',
		heading: 'Check availability',
		status: 400,
	},
	// A page of ours would be moved on to at once; one it refuses stays.
	'reservation.redirect[.]mi': { path: '/reservation/redirect.mi?to=%2F%2Fevil.example', heading: 'Taking you there', status: 400 },
	'reservation.ersViewRateRules[.]mi': {
		path: '/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX',
		heading: 'Rate rules: Flexible Rate (FLEX)',
	},
	'reservation.ersViewRoomPool[.]mi': {
		path: `/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=${isoDay(30)}&toDate=${isoDay(32)}`,
		heading: 'Room pool: Meridian New York Times Square',
	},
	'reservation.guestInfo[.]mi': { path: '/reservation/guestInfo.mi', heading: 'Guest information', setup: 'cart' },
	'reservation.reviewguestinformation[.]mi': { path: '/reservation/reviewguestinformation.mi', heading: 'Review your reservation', setup: 'cart' },
	'reservation.lookupReservation[.]mi': { path: '/reservation/lookupReservation.mi', heading: 'Find your reservation' },
	'reservation.rateDetails[.]mi': { path: '/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX', heading: 'Flexible Rate' },
	'reservation.rateListMenu[.]mi': { path: '/reservation/rateListMenu.mi?propertyCode=NYCMC', heading: 'Rooms and rates: Meridian New York Times Square' },
	'reservation.roomDetails[.]mi': { path: '/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG', heading: 'Deluxe Guest Room, 1 King' },
	'reservation_.signInOverlay[.]mi': { path: '/reservation/signInOverlay.mi', heading: 'Sign in to your account' },
	'reservation_.signInOverlay-signInOnly[.]mi': { path: '/reservation/signInOverlay-signInOnly.mi', heading: 'Sign in to your account' },
	'signInOverlay[.]mi': { path: '/signInOverlay.mi', heading: 'Sign in to your account' },
	'search.availabilityCalendar[.]mi': { path: '/search/availabilityCalendar.mi?propertyCode=NYCMC', heading: 'Availability at Meridian New York Times Square' },
	'search.findHotels[.]mi': { path: '/search/findHotels.mi?destinationAddress.destination=new+york', heading: 'Hotels near “new york”' },
	'search.hotelQuickView[.]mi': { path: '/search/hotelQuickView.mi?propertyCode=NYCMC', heading: 'Meridian New York Times Square' },
	sessionTimeOut: { path: '/sessionTimeOut', heading: 'Your session timed out' },
	'sessionTimedOut[.]mi': { path: '/sessionTimedOut.mi', heading: 'Your session timed out' },
	'sessionTimeoutWarning[.]mi': { path: '/sessionTimeoutWarning.mi', heading: 'Keep your session open', setup: 'member' },
	'sign-in-error[.]mi': { path: '/sign-in-error.mi', heading: 'Sign in to your account' },
	'sign-in[.]mi': { path: '/sign-in.mi', heading: 'Sign in to your account' },
	unAuth: { path: '/unAuth', heading: 'Sign in to continue' },
}

/**
 * Pages that exist only at a step of a reservation (a booking made, a stay found, a change
 * under way) or that only redirect: reaching one takes a journey. The named @js journey
 * loads it with JavaScript off and on, and checks it with axe in both (expectAccessible).
 */
const REACHED_BY_A_JOURNEY: Record<string, string> = {
	'loyalty.myAccount.saveProperties[.]mi': 'hotel-save.spec.ts "a guest saves, signs in, and comes back" (redirects back to the hotel)',
	'loyalty.redeem.topUpModifyResPoints[.]mi': 'booking.spec.ts "the top-up page for a change to a reservation"',
	'reservation.confirmation[.]mi': 'booking.spec.ts "a guest books with a Visa card"',
	'reservation.reviewDetails[.]mi': 'booking.spec.ts "a guest books with a Visa card"',
	'reservation.cardPayment[.]mi': 'hosted-payment.spec.ts "a booking goes through the payment service’s page and back" (its JavaScript run)',
	'reservation.earnWhileYouSleep[.]mi': 'booking.spec.ts "a guest joins after booking"',
	'reservation.joinAndSaveReservation[.]mi': 'booking.spec.ts "a guest joins after booking"',
	'reservation.saveToMyTrips[.]mi': 'booking.spec.ts "a guest saves the stay to their trips by signing in"',
	'reservation.upcomingReservation[.]mi': 'reservation-lookup.spec.ts "the upcoming page shows the room overview"',
	'reservation.expiredReservation[.]mi': 'reservation-lookup.spec.ts "a stay that is over opens on the expired-reservation page"',
	'reservation.check-in-details[.]mi': 'reservation-lookup.spec.ts "the guest arriving today checks in online"',
	'reservation.check-in-confirmation[.]mi': 'reservation-lookup.spec.ts "the guest arriving today checks in online"',
	'reservation.modifyRateListMenu[.]mi': 'modify-reservation.spec.ts "a guest changes the dates of their reservation"',
	'reservation.confirmChanges[.]mi': 'modify-reservation.spec.ts "a guest changes the dates of their reservation"',
	'reservation.upgradeReservation[.]mi': 'modify-reservation.spec.ts "a guest upgrades a room"',
	'reservation.confirmReservationCancellation[.]mi': 'cancel-reservation.spec.ts',
	'sign-in.verify[.]mi': 'second-factor.spec.ts "a member with a second factor enters the e-mailed code and lands where they were going, signed in"',
}

const PREFIX = 'routes/($lang).'

// React's production build says "Minified React error #418/#423/#425" for a mismatch.
const HYDRATION_TROUBLE = /hydrat|did not match|does not match|server rendered|#41[89]|#42[35]/i

async function prepare(page: Page, setup: Setup | undefined, project: string) {
	if (setup === 'member') await signIn(page, 'gold@example.com')
	// Nights of their own (slot 25): no other journey holds a room for them.
	if (setup === 'cart') await holdRoom(page, stayFor(project, 25))
}

/**
 * The same routes in another state their markup depends on: a search under way, another
 * language, another hotel's look, a brand page with a destination.
 */
const ALSO: Array<[id: string, visit: Visit]> = [
	['_index', { path: '/?destination=new+york', heading: 'Find your next stay' }],
	['hotels.$seoNickname.reviews', { path: `/hotels/${NYC}/reviews`, heading: 'Meridian New York Times Square' }],
	['hotels.$seoNickname.location', { path: '/hotels/chirz-the-ritz-carlton-chicago/location', heading: 'The Ritz-Carlton, Chicago' }],
	['sign-in[.]mi', { path: '/es/sign-in.mi', heading: 'Inicia sesión en tu cuenta' }],
	['bulgari', { path: '/bulgari?destination=milano', heading: 'Bulgari Hotels & Resorts' }],
]

/** What the browser reports as going wrong while the page loads: errors, and with JavaScript on hydration warnings. */
function watchForTrouble(page: Page): string[] {
	const trouble: string[] = []
	page.on('console', (message) => {
		// The browser logs the document's own status when it is not 2xx, as each 404 and 400 page here expects.
		if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return
		if (message.type() === 'error' || (message.type() === 'warning' && HYDRATION_TROUBLE.test(message.text())))
			trouble.push(`${message.type()}: ${message.text()}`)
	})
	page.on('pageerror', (error) => trouble.push(`pageerror: ${error.message}`))
	return trouble
}

for (const [id, visit] of [...Object.entries(PAGES), ...ALSO]) {
	test(`${visit.path} is the page meant, with no accessibility violation or error`, { tag: '@js' }, async ({ page, javaScriptEnabled }, testInfo) => {
		await prepare(page, visit.setup, testInfo.project.name)
		const trouble = watchForTrouble(page)
		const response = await page.goto(visit.path)
		expect(response?.status(), id).toBe(visit.status ?? 200)
		const heading = page.getByRole('heading', { level: 1, name: visit.heading, exact: true }).first()
		await expect(heading).toBeVisible()
		if (javaScriptEnabled) await hydrated(page, heading)
		expect(await axeViolations(page)).toEqual([])
		expect(trouble).toEqual([])
	})
}

test('every page route is visited above or named with the journey that reaches it', { tag: '@js-only' }, () => {
	const routes = pageRouteIds().map((id) => id.replace(PREFIX, ''))
	const known = new Set([...Object.keys(PAGES), ...Object.keys(REACHED_BY_A_JOURNEY)])
	expect(routes.filter((id) => !known.has(id))).toEqual([])
	// And nothing listed that the app no longer has.
	expect([...known].filter((id) => !routes.includes(id))).toEqual([])
})

test('the axe check finds a violation it is shown, in either mode', { tag: '@js' }, async ({ page }) => {
	await page.setContent('<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><img src="/x.png"><button></button></main></html>')
	const found = await axeViolations(page)
	expect(found.map((line) => line.split(' ')[0])).toEqual(expect.arrayContaining(['image-alt', 'button-name']))
})
