// What the bench measures. The floor is the app's cheapest page: /error is an empty page
// under the root, so it costs what every page costs (Express, Remix, the root loader's
// page model and the document) and nothing of its own; the ratios are to it. /healthz,
// answered by Express before Remix, is the floor under that (no page, no audit).
// `audit`: the pages Lighthouse checks.
const HOTEL = 'nycmc-meridian-new-york-times-square'

// A stay a few months ahead (inside the booking window), in the rate list's own address.
function stay() {
	const checkIn = new Date(Date.now() + 60 * 86_400_000)
	const checkOut = new Date(checkIn.getTime() + 2 * 86_400_000)
	const day = (date) => date.toISOString().slice(0, 10)
	return `propertyCode=NYCMC&fromDate=${day(checkIn)}&toDate=${day(checkOut)}&roomCount=1&numAdultsPerRoom=1&childrenCountPerRoom=0&tab=standard`
}

export const PAGES = [
	{ name: 'floor (/error)', slug: 'floor', path: '/error' },
	{ name: 'home', audit: true, slug: 'home', path: '/' },
	{ name: 'sign-in', audit: true, slug: 'sign-in', path: '/sign-in.mi' },
	{ name: 'hotel overview', audit: true, slug: 'hotel-overview', path: `/hotels/${HOTEL}/overview` },
	{ name: 'rate list', audit: true, slug: 'rate-list', path: `/reservation/rateListMenu.mi?${stay()}` },
	{ name: 'Express (/healthz)', slug: 'healthz', path: '/healthz', document: false },
]
