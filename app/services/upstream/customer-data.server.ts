import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { CustomerSavedPropertiesSchema, type CustomerSavedProperties } from '@meridian/upstream-contract/customer.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'

/**
 * The hotel header's customer data (spec 000 §7): POST {customerId}, the answer is the
 * customer (id, revision token, saved hotels). Only reads, so a lost connection is
 * retried. A failure is logged by the call as "Error while fetching HotelHeader customer
 * data" and thrown; the caller treats it as an empty customer.
 */
export async function fetchHotelHeaderCustomerData(customerId: string, ctx: UpstreamContext, options?: CallOptions): Promise<CustomerSavedProperties> {
	const answer = await callService(
		{
			name: 'hotelHeaderCustomerData',
			method: 'POST',
			path: REST_PATHS.hotelHeaderCustomerData,
			body: { customerId },
			retry: true,
			result: CustomerSavedPropertiesSchema,
		},
		ctx,
		options,
	)
	return answer.body
}
