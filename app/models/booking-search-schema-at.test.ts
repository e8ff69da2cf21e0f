import { describe, expect, it } from 'vitest'
import { addDays } from './dates.ts'
import { earliestToday, latestToday } from './booking-search.ts'
import { bookingSearchSchema } from './booking-search-schema.ts'
import { bookingSearchSchemaAt } from './booking-search-schema-at.ts'

const HOUR = 3_600_000

const answerOf = (result: ReturnType<ReturnType<typeof bookingSearchSchema>['safeParse']>) =>
	result.success ? { value: result.data } : { issues: result.error.issues.map(({ path, message }) => ({ path, message })) }

describe('bookingSearchSchemaAt', () => {
	it('keeps one schema for a locale and day, and makes another for another locale or day', () => {
		const morning = new Date('2026-11-22T10:00:00Z')
		const kept = bookingSearchSchemaAt({ now: morning, locale: 'en-US' })
		expect(bookingSearchSchemaAt({ now: new Date(morning.getTime() + HOUR), locale: 'en-US' })).toBe(kept)
		expect(bookingSearchSchemaAt({ now: morning, locale: 'es-ES' })).not.toBe(kept)
		expect(bookingSearchSchemaAt({ now: new Date(morning.getTime() + 24 * HOUR), locale: 'en-US' })).not.toBe(kept)
	})

	it('answers every search as a schema made at that moment would, hour by hour across a new year and a new century', () => {
		const moments = ['2026-12-30T00:00:00Z', '2099-12-30T00:00:00Z'].flatMap((start) =>
			Array.from({ length: 72 }, (_, hour) => new Date(new Date(start).getTime() + hour * HOUR)),
		)
		for (const now of moments) {
			const today = earliestToday(now)
			const windowStart = latestToday(now)
			const queries = [
				{ fromDate: today, toDate: addDays(today, 2) },
				{ fromDate: addDays(today, -1), toDate: addDays(today, 1) },
				{ fromDate: windowStart, toDate: addDays(windowStart, 1) },
				{ fromDate: addDays(windowStart, 365), toDate: addDays(windowStart, 367) },
				{ fromDate: addDays(windowStart, 366), toDate: addDays(windowStart, 368) },
				// Two-digit years are read in the century of the moment's UTC year.
				{ fromDate: '01/02/27', toDate: '01/04/27' },
				{ fromDate: '12/31/26', toDate: '01/01/27' },
				{ fromDate: '01/02/00', toDate: '01/04/00' },
			]
			for (const locale of ['en-US', 'es-ES']) {
				for (const query of queries) {
					const input = { propertyCode: 'nycmc', ...query }
					const fresh = answerOf(bookingSearchSchema({ now, locale }).safeParse(input))
					const kept = answerOf(bookingSearchSchemaAt({ now, locale }).safeParse(input))
					expect({ at: now.toISOString(), locale, kept }).toEqual({ at: now.toISOString(), locale, kept: fresh })
				}
			}
		}
	})
})
