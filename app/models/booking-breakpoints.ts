// Spec 001 §9, the booking flow's breakpoints: "mobile below tablet width, tablet 768,
// desktop 1024, narrow below 700". The one place these numbers are named. The booking
// flow's stylesheets (BOOKING_FLOW_STYLESHEETS) must write them out, because CSS custom
// media (`@media (--narrow)`) needs a PostCSS plugin the build does not have; their test
// (booking-breakpoints.test.ts) fails on any other width in their media queries.
// Write them as ranges, `(width < 700px)` for "below", `(width >= 768px)` for "from":
// the build lowers them to min-width/not queries that older browsers read.

export const BOOKING_BREAKPOINTS = {
	/** Below this the summary of the stay moves into the flyout drawer (decision 017). */
	narrow: 700,
	tablet: 768,
	desktop: 1024,
} as const

/** The stylesheets (app/ui/styles) of the booking flow's pages: search to confirmation. */
export const BOOKING_FLOW_STYLESHEETS = ['availability.css', 'rate-list.css', 'rate-details.css', 'reservation.css'] as const
