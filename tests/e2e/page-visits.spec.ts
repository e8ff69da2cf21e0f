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

/** Page routes by their id in the route manifest, without the `routes/` prefix. */
const PAGES: Record<string, Visit> = {
	'home-and-search/home': { path: '/', heading: 'Find your next stay' },
	'operations/not-found': { path: '/no-such-page', heading: 'Page not found', status: 404 },
	'brands/bulgari': { path: '/bulgari', heading: 'Bulgari Hotels & Resorts' },
	'brands/ritz': { path: '/ritz', heading: 'The Ritz-Carlton' },
	'brands/brand': { path: '/brands/rz', heading: 'The Ritz-Carlton' },
	'sign-in/password-email': { path: '/emailPassword.mi', heading: 'Reset your password' },
	'sign-in/enterprise-sign-in': { path: '/enterprise/sign-in.mi', heading: 'Enterprise account access' },
	'operations/error': { path: '/error', heading: 'Something went wrong' },
	'hotel/overview': { path: `/hotels/${NYC}/overview`, heading: 'Meridian New York Times Square' },
	'hotel/location': { path: `/hotels/${NYC}/location`, heading: 'Meridian New York Times Square' },
	'hotel/reviews': { path: `/es/hotels/${NYC}/reviews`, heading: 'Meridian New York Times Square' },
	'hotel/details': { path: `/hotels/${NYC}/details`, heading: 'Meridian New York Times Square' },
	'operations/language': { path: '/language', heading: 'Choose your language' },
	'operations/leaving-notice': { path: '/leaving-notice?propertyCode=MILBG&link=hotel&returnTo=%2F', heading: 'You are leaving for Bulgari' },
	'sign-in/sign-out': { path: '/logout.mi', heading: 'Sign out', setup: 'member' },
	'account/activate': { path: '/loyalty/createAccount/activateOnlineAccount.mi', heading: 'Activate your online account' },
	'account/join': { path: '/loyalty/createAccount/createAccountPage1.mi', heading: 'Join Meridian Rewards' },
	'account/trips': { path: '/loyalty/findReservationList.mi', heading: 'My trips', setup: 'member' },
	'account/profile': { path: '/loyalty/myAccount/profile.mi', heading: 'My account', setup: 'member' },
	'account/top-up-points': { path: '/loyalty/redeem/topUpPoints.mi?points=1000', heading: 'Buy points', setup: 'member' },
	'account/promotion': { path: '/promotion?code=SPRING', heading: 'Promotions' },
	'sign-in/lookup-overlay': { path: '/resLookupOverlay.mi', heading: 'Find your reservation' },
	'booking/call-reservations': { path: '/reservation/800Page.mi', heading: 'Call us to book' },
	'booking/expired-session': { path: '/reservation/expiredSession.mi', heading: 'Your session timed out' },
	'booking/unsuccessful-sell': { path: '/reservation/unsuccessfulSell.mi', heading: "We couldn't book this room" },
	'booking/products-unavailable': { path: '/reservation/productsUnavailable.mi', heading: 'No rooms for those dates' },
	// The entry points redirect a good link; a link that leads nowhere is their own page.
	'booking/availability': { path: '/reservation/availability.mi?marshaCode=NYCMC&numberOfRooms=9', heading: 'Check availability', status: 400 },
	'booking/availability-search': {
		path: '/reservation/availabilitySearch.mi?marshaCode=NYCMC&numberOfRooms=9',
		heading: 'Check availability',
		status: 400,
	},
	// A page of ours would be moved on to at once; one it refuses stays.
	'booking/redirect': { path: '/reservation/redirect.mi?to=%2F%2Fevil.example', heading: 'Taking you there', status: 400 },
	'booking/rate-rules': {
		path: '/reservation/ersViewRateRules.mi?propertyCode=NYCMC&ratePlanCode=FLEX',
		heading: 'Rate rules: Flexible Rate (FLEX)',
	},
	'booking/room-pool': {
		path: `/reservation/ersViewRoomPool.mi?propertyCode=NYCMC&fromDate=${isoDay(30)}&toDate=${isoDay(32)}`,
		heading: 'Room pool: Meridian New York Times Square',
	},
	'booking/guest-info': { path: '/reservation/guestInfo.mi', heading: 'Guest information', setup: 'cart' },
	'booking/guest-info-and-review': { path: '/reservation/reviewguestinformation.mi', heading: 'Review your reservation', setup: 'cart' },
	'reservations/lookup': { path: '/reservation/lookupReservation.mi', heading: 'Find your reservation' },
	'booking/rate-details': { path: '/reservation/rateDetails.mi?propertyCode=NYCMC&ratePlanCode=FLEX', heading: 'Flexible Rate' },
	'booking/rate-list': { path: '/reservation/rateListMenu.mi?propertyCode=NYCMC', heading: 'Rooms and rates: Meridian New York Times Square' },
	'booking/room-details': { path: '/reservation/roomDetails.mi?propertyCode=NYCMC&roomCode=DKNG', heading: 'Deluxe Guest Room, 1 King' },
	'sign-in/booking-sign-in-overlay': { path: '/reservation/signInOverlay.mi', heading: 'Sign in to your account' },
	'sign-in/booking-sign-in-only-overlay': { path: '/reservation/signInOverlay-signInOnly.mi', heading: 'Sign in to your account' },
	'sign-in/sign-in-overlay': { path: '/signInOverlay.mi', heading: 'Sign in to your account' },
	'home-and-search/availability-calendar': {
		path: '/search/availabilityCalendar.mi?propertyCode=NYCMC',
		heading: 'Availability at Meridian New York Times Square',
	},
	'home-and-search/find-hotels': { path: '/search/findHotels.mi?destinationAddress.destination=new+york', heading: 'Hotels near “new york”' },
	'home-and-search/hotel-quick-view': { path: '/search/hotelQuickView.mi?propertyCode=NYCMC', heading: 'Meridian New York Times Square' },
	'operations/session-time-out': { path: '/sessionTimeOut', heading: 'Your session timed out' },
	'operations/session-timed-out': { path: '/sessionTimedOut.mi', heading: 'Your session timed out' },
	'operations/session-timeout-warning': { path: '/sessionTimeoutWarning.mi', heading: 'Keep your session open', setup: 'member' },
	'sign-in/sign-in-error': { path: '/sign-in-error.mi', heading: 'Sign in to your account' },
	'sign-in/sign-in': { path: '/sign-in.mi', heading: 'Sign in to your account' },
	'sign-in/members-only': { path: '/unAuth', heading: 'Sign in to continue' },
}

/**
 * Pages that exist only at a step of a reservation (a booking made, a stay found, a change
 * under way) or that only redirect: reaching one takes a journey. The named @js journey
 * loads it with JavaScript off and on, and checks it with axe in both (expectAccessible).
 */
const REACHED_BY_A_JOURNEY: Record<string, string> = {
	'account/saved-hotels': 'hotel-save.spec.ts "a guest saves, signs in, and comes back" (redirects back to the hotel)',
	'account/top-up-points-for-a-change': 'booking.spec.ts "the top-up page for a change to a reservation"',
	'booking/confirmation': 'booking.spec.ts "a guest books with a Visa card"',
	'booking/review': 'booking.spec.ts "a guest books with a Visa card"',
	'booking/card-payment': 'hosted-payment.spec.ts "a booking goes through the payment service’s page and back" (its JavaScript run)',
	'booking/earn-while-you-sleep': 'booking.spec.ts "a guest joins after booking"',
	'booking/join-and-save': 'booking.spec.ts "a guest joins after booking"',
	'booking/save-to-trips': 'booking.spec.ts "a guest saves the stay to their trips by signing in"',
	'reservations/upcoming': 'reservation-lookup.spec.ts "the upcoming page shows the room overview"',
	'reservations/expired': 'reservation-lookup.spec.ts "a stay that is over opens on the expired-reservation page"',
	'reservations/check-in-details': 'reservation-lookup.spec.ts "the guest arriving today checks in online"',
	'reservations/check-in-confirmation': 'reservation-lookup.spec.ts "the guest arriving today checks in online"',
	'reservations/modify-rate-list': 'modify-reservation.spec.ts "a guest changes the dates of their reservation"',
	'reservations/confirm-changes': 'modify-reservation.spec.ts "a guest changes the dates of their reservation"',
	'reservations/upgrade': 'modify-reservation.spec.ts "a guest upgrades a room"',
	'reservations/cancel': 'cancel-reservation.spec.ts',
	'sign-in/second-factor': 'second-factor.spec.ts "a member with a second factor enters the e-mailed code and lands where they were going, signed in"',
}

const PREFIX = 'routes/'

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
	['home-and-search/home', { path: '/?destination=new+york', heading: 'Find your next stay' }],
	['hotel/reviews', { path: `/hotels/${NYC}/reviews`, heading: 'Meridian New York Times Square' }],
	['hotel/location', { path: '/hotels/chirz-the-ritz-carlton-chicago/location', heading: 'The Ritz-Carlton, Chicago' }],
	['sign-in/sign-in', { path: '/es/sign-in.mi', heading: 'Inicia sesión en tu cuenta' }],
	['brands/bulgari', { path: '/bulgari?destination=milano', heading: 'Bulgari Hotels & Resorts' }],
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
