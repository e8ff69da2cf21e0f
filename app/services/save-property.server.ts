import { savedPropertiesAfter, isSaved } from '#app/models/saved-properties.ts'
import type { AppLoadContext } from '@remix-run/node'
import { memberIdOf, propertyBarFor } from './property-bar.server.ts'
import { wantsCustomerData } from '#app/models/hotel-header.ts'
import { fetchHotelHeaderCustomerData } from './upstream/customer-data.server.ts'
import { fetchSavedProperties, updateSavedProperties } from './upstream/operations/customer.server.ts'
import { Conflict } from './upstream/errors.server.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'
import type { Visitor } from './visitor.server.ts'

export type SaveOutcome = { kind: 'done' | 'unchanged' | 'too-many' | 'failed' | 'sign-in-needed'; saved: boolean | null }

/**
 * Whether the visitor has saved the hotel (null for a guest). On a page that qualifies for
 * the customer-data call (post-booking, lookup, account: spec 000 §5) it is read with that
 * call; anywhere else with the property bar's query, which the page makes anyway.
 */
export async function savedStateOf(context: AppLoadContext, visitor: Visitor, propertyId: string, pageType = 'none'): Promise<boolean | null> {
	const customerId = memberIdOf(visitor)
	if (!customerId) return null
	if (wantsCustomerData(pageType, visitor.state)) {
		try {
			return isSaved((await fetchHotelHeaderCustomerData(customerId, visitor.upstream)).savedProperties, propertyId)
		} catch (error) {
			// Spec 000 §8: treated as an empty customer (logged by the client, in the spec's words).
			logUnlessUpstream('hotel header customer data', error)
			return false
		}
	}
	try {
		const { customer } = await propertyBarFor(context, visitor, propertyId)
		return customer ? isSaved(customer.savedProperties, propertyId) : null
	} catch (error) {
		// The page shows no heart rather than a wrong one (a platform failure is logged by the client).
		logUnlessUpstream('saved state', error)
		return null
	}
}

/**
 * Saves (true) or unsaves (false) a hotel for a signed-in or remembered member (spec 000
 * §4): the whole list goes with the revision token; a stale token is tried once more with
 * fresh data; nothing is sent when nothing would change; success is read back.
 */
export async function saveProperty(visitor: Visitor, propertyId: string, save: boolean): Promise<SaveOutcome> {
	const customerId = memberIdOf(visitor)
	if (!customerId) return { kind: 'sign-in-needed', saved: null }
	try {
		for (let attempt = 1; ; attempt++) {
			const customer = await fetchSavedProperties(customerId, visitor.upstream)
			if (!customer) return { kind: 'failed', saved: null }
			const change = savedPropertiesAfter(customer.savedProperties, propertyId, save)
			const current = isSaved(customer.savedProperties, propertyId)
			if (change.kind === 'unchanged') return { kind: 'unchanged', saved: current }
			if (change.kind === 'too-many') return { kind: 'too-many', saved: current }
			try {
				await updateSavedProperties({ id: customerId, savedProperties: change.savedProperties, revisionToken: customer.revisionToken }, visitor.upstream)
			} catch (error) {
				if (error instanceof Conflict && attempt === 1) continue
				throw error
			}
			const after = await fetchSavedProperties(customerId, visitor.upstream)
			return { kind: 'done', saved: after ? isSaved(after.savedProperties, propertyId) : save }
		}
	} catch (error) {
		// A platform failure is logged by the client ("Error while updating properties").
		logUnlessUpstream('save property', error)
		return { kind: 'failed', saved: null }
	}
}

/** The notice a page shows after a save that did not happen (no user message otherwise). */
export function saveNotice(outcome: SaveOutcome): string | null {
	if (outcome.kind === 'too-many') return 'hotel.saveLimit'
	if (outcome.kind === 'failed') return 'hotel.saveFailed'
	return null
}
