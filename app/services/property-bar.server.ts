import type { AppLoadContext } from '@remix-run/node'
import type { CustomerSavedProperties } from '@meridian/upstream-contract/customer.ts'
import type { PropertyBarProperty } from '@meridian/upstream-contract/property.ts'
import { sharedPropertyBar } from './shared-content.server.ts'
import { fetchPropertyBarForMember } from './upstream/operations/property.server.ts'
import type { Visitor } from './visitor.server.ts'

export type PropertyBarRead = { property: PropertyBarProperty | null; customer: CustomerSavedProperties | null }

// The hotel layout wants the member's saved hotels and the overview the bar itself; both
// come from one property-bar query (spec 000 §7: PropertyBarQueryAuth for a member), so a
// request makes it once, whichever loader asks first. The loaders run side by side.
const reads = new WeakMap<AppLoadContext, Map<string, Promise<PropertyBarRead>>>()

/** The property bar of this hotel, with the visitor's saved hotels when they are a member; once per request. */
export function propertyBarFor(context: AppLoadContext, visitor: Visitor, propertyId: string): Promise<PropertyBarRead> {
	let byProperty = reads.get(context)
	if (!byProperty) reads.set(context, (byProperty = new Map()))
	let read = byProperty.get(propertyId)
	if (!read) {
		const customerId = memberIdOf(visitor)
		read = customerId
			? fetchPropertyBarForMember(propertyId, customerId, visitor.upstream)
			: sharedPropertyBar(propertyId, visitor.upstream).then((property) => ({ property, customer: null }))
		byProperty.set(propertyId, read)
	}
	return read
}

/** The customer id of a signed-in or remembered member; null for a guest. */
export const memberIdOf = (visitor: Visitor) => (visitor.state !== 'guest' && visitor.customerId ? visitor.customerId : null)
