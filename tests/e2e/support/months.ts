// The availability calendar's months as the journeys name them, in the browser and over
// plain HTTP alike.

/** This month plus `by`, as YYYY-MM. */
export function monthAhead(by: number) {
	const date = new Date()
	date.setUTCDate(1)
	date.setUTCMonth(date.getUTCMonth() + by)
	return date.toISOString().slice(0, 7)
}

/** A month as the calendar's table is named, like "March 2027". */
export const monthName = (month: string) =>
	new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
