import { earliestToday, latestToday } from './booking-search.ts'
import { bookingSearchSchema, type SearchContext } from './booking-search-schema.ts'

// The server's search schema, kept: the schema reads `now` only as the two "today"s and
// the UTC year (a typed two-digit year), so one made for a key below answers exactly as
// one made at the moment. Making it (and conform's coerced copy, kept per schema by
// parseSubmission) was a share of every search's CPU. Apart from the schema so that the
// browser's validation does not carry it.

const MAX_KEPT = 100
const kept = new Map<string, ReturnType<typeof bookingSearchSchema>>()

/** bookingSearchSchema, made once for each locale and the days `now` falls in. */
export function bookingSearchSchemaAt({ now, locale }: SearchContext): ReturnType<typeof bookingSearchSchema> {
	const key = `${locale}|${earliestToday(now)}|${latestToday(now)}|${now.getUTCFullYear()}`
	let schema = kept.get(key)
	if (!schema) {
		schema = bookingSearchSchema({ now, locale })
		// Past days are never asked for again: the oldest goes first.
		if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string)
		kept.set(key, schema)
	}
	return schema
}
