import { COUNTRIES_WITH_STATES, type StateGroup } from '#app/models/subdivisions.ts'
import { guestCountries } from '#app/models/guest-countries.ts'
import { logger } from './logger.server.ts'
import { UpstreamError } from './upstream/errors.server.ts'
import { fetchLookups } from './upstream/operations/reference.server.ts'
import type { UpstreamContext } from './upstream/context.server.ts'

// The address form's lists (spec 001 §7 lookups by type, country and state lookups): the
// countries, and the states of the countries that have a list, from the platform in the
// page's language. Reference data: kept an hour per language, so a page asks for it once
// an hour rather than four times a view. When the platform cannot give them, the form
// falls back to our own country list and a free state field, and loses nothing.

export type AddressLists = { countries: Array<{ code: string; name: string }>; stateGroups: StateGroup[] }

const KEEP_MS = 60 * 60 * 1000
const kept = new Map<string, { until: number; lists: AddressLists }>()

export async function addressLists(ctx: UpstreamContext, now = Date.now()): Promise<AddressLists> {
	const cached = kept.get(ctx.locale)
	if (cached && cached.until > now) return cached.lists
	try {
		const [countries, ...states] = await Promise.all([
			fetchLookups('COUNTRIES', ctx),
			...COUNTRIES_WITH_STATES.map((countryCode) => fetchLookups('STATES', ctx, { countryCode })),
		])
		const names = new Map(countries.map((country) => [country.code, country.description]))
		const lists: AddressLists = {
			countries: countries.map((country) => ({ code: country.code, name: country.description })),
			stateGroups: COUNTRIES_WITH_STATES.map((countryCode, index) => ({
				countryCode,
				countryName: names.get(countryCode) ?? countryCode,
				states: (states[index] ?? []).map((state) => ({ value: `${countryCode}-${state.code}`, name: state.description })),
			})).filter((group) => group.states.length > 0),
		}
		kept.set(ctx.locale, { until: now + KEEP_MS, lists })
		return lists
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('address lists: the platform gave none; our own countries, a free state field', { code: error.code })
		return { countries: guestCountries(ctx.locale), stateGroups: [] }
	}
}
