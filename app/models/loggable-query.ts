import { AVAILABILITY_QUERY_ALIASES } from './availability-query.ts'

// What of a query string a log line may keep. An allow-list, not a deny-list: a name
// nobody thought of (lastName, surname, confirmationNumber, an e-mail, a token, a
// returnTo that nests any of them) is redacted by default. These names carry only
// search and display choices that identify nobody. Left out on purpose: destination
// (free text a visitor types), corporate and group codes (they unlock rates).
const SEARCH_NAMES = (
	[
		'propertyCode',
		'fromDate',
		'toDate',
		'roomCount',
		'numAdultsPerRoom',
		'childrenCountPerRoom',
		'tab',
		'rateType',
		'useRewardsPoints',
		'flexibleDates',
		'showFullPrice',
		'currency',
	] as const
).flatMap((name) => AVAILABILITY_QUERY_ALIASES[name])
const DISPLAY_NAMES = [
	'ratePlanCode',
	'roomCode',
	'pageNumber',
	'pageSize',
	'sortType',
	'month',
	'nights',
	'locale',
	'overlay',
	'saveProperty',
	'save',
	'intent',
	'inValidCredentials',
	'invalidCredentials',
	'errorMessageType',
	'messageKey',
	'daclogo',
	'_js',
	'_data',
	'index',
]

export const LOGGABLE_QUERY_NAMES: ReadonlySet<string> = new Set([...SEARCH_NAMES, ...DISPLAY_NAMES].map((name) => name.toLowerCase()))

export const REDACTED = '[redacted]'
const MAX_PARAMS = 30
const MAX_VALUE = 100
// A name is kept when it looks like one a page builds; anything else (a value someone
// pasted where a name goes: `?jane@example.com`) is redacted too.
const NAME_SHAPE = /^[A-Za-z_][\w.[\]-]{0,63}$/

/**
 * The query as name → value for a log line: an allowed name keeps its value (trimmed to
 * a sane length), any other name's value is REDACTED (and a name of an odd shape too).
 * A repeated name gives a list.
 */
export function loggableQuery(params: URLSearchParams): Record<string, string | string[]> | undefined {
	const query: Record<string, string | string[]> = Object.create(null)
	let count = 0
	for (const [rawName, rawValue] of params) {
		if (++count > MAX_PARAMS) {
			query['…'] = `${[...params.keys()].length - MAX_PARAMS} more`
			break
		}
		const name = NAME_SHAPE.test(rawName) ? rawName : REDACTED
		const value = LOGGABLE_QUERY_NAMES.has(rawName.toLowerCase()) ? rawValue.slice(0, MAX_VALUE) : REDACTED
		const before = query[name]
		query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
	}
	return count === 0 ? undefined : query
}

/** A confirmation number as a log line may show it: its last three digits (together with a surname it opens a reservation). */
export function maskedConfirmationNumber(confirmationNumber: string): string {
	return `…${confirmationNumber.slice(-3)}`
}
