// The areas whose messages travel with the pages that show them rather than with every
// page: each has its folder here (`booking/en-US.json`, …) and its hook (booking.ts).
// In the browser each locale's file of an area is a chunk of its own (browser-translation.ts).
export const AREAS = [
	'account',
	'availability',
	'booking',
	'booking-errors',
	'brands',
	'interactive',
	'manage',
	'rate-rules',
	'rates',
	'reservations',
	'session',
	'sign-in',
] as const
export type Area = (typeof AREAS)[number]
