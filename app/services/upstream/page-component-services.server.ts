import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import {
	PropertyDetailsSchema,
	TargetResponseSchema,
	type PropertyDetails,
	type TargetOffer,
	type TargetRequest,
} from '@meridian/upstream-contract/page-components.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'

// The REST services behind two page components (spec 001 §7): property details for
// social proof, and Target's personalised content for an mbox.

/** Property details (social proof): the interest in a hotel now. */
export async function propertyDetails(propertyId: string, ctx: UpstreamContext, options?: CallOptions): Promise<PropertyDetails> {
	const answer = await callService(
		{ name: 'propertyDetails', method: 'GET', path: `${REST_PATHS.propertyDetails}/${encodeURIComponent(propertyId)}`, result: PropertyDetailsSchema },
		ctx,
		options,
	)
	return answer.body
}

/** Target's offer for an mbox (the personalization payload: mbox, parameters, ids, context); null when it has none. A read, so it may be retried. */
export async function targetOffer(payload: TargetRequest, ctx: UpstreamContext, options?: CallOptions): Promise<TargetOffer | null> {
	const answer = await callService(
		{ name: 'targetDelivery', method: 'POST', path: REST_PATHS.targetDelivery, body: payload, retry: true, result: TargetResponseSchema },
		ctx,
		options,
	)
	return answer.body.offer
}
