import { localeFromPathname, localizePath, stripSubDirectory } from './locale.ts'
import { CONFIRMATION_PATH, GUEST_INFO_PATH, REVIEW_AND_GUEST_INFO_PATH, REVIEW_PATH } from './reservation-pages.ts'
import { RESERVATION_PATHS } from './reservation-redirects.ts'
import { SESSION_TIMEOUT_PATH } from './session-timeout-paths.ts'

// With scripts on, Remix learns the routes a page can reach as it needs them (lazy route
// discovery): the links on a page in one request, then one more before each navigation to
// a page no link named, as a form's redirect to the next booking step. A booking asked
// eight times (issue 32); asked for one step, the answer carries the whole walk.

/** The pages of a booking, in the order a guest meets them, and what they open on the way. */
export const BOOKING_WALK = [
	RESERVATION_PATHS.rateList,
	'/reservation/rateDetails.mi',
	'/reservation/roomDetails.mi',
	GUEST_INFO_PATH,
	REVIEW_AND_GUEST_INFO_PATH,
	'/reservation/cardPayment.mi',
	REVIEW_PATH,
	CONFIRMATION_PATH,
	'/reservation/earnWhileYouSleep.mi',
	'/reservation/joinAndSaveReservation.mi',
	'/reservation/saveToMyTrips.mi',
	SESSION_TIMEOUT_PATH,
] as const

const walk = new Set<string>(BOOKING_WALK)

/** The paths to answer a discovery request for: those asked, and the booking walk in the locale of any of its pages asked for. */
export function pathsToDiscover(asked: readonly string[]): string[] {
	const paths = new Set(asked)
	for (const path of asked) {
		const locale = localeFromPathname(path)
		if (walk.has(stripSubDirectory(path))) for (const step of BOOKING_WALK) paths.add(locale ? localizePath(step, locale) : step)
	}
	return [...paths]
}
