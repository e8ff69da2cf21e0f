import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { PAGE_MODEL_APPLICATION, PageModelAnswerSchema, type PageModel, type PageModelRequest } from '@meridian/upstream-contract/page-model.ts'
import type { CallOptions, UpstreamContext } from './context.server.ts'
import { callService } from './service.server.ts'
import { UpstreamError } from './errors.server.ts'
import { reported } from './failure-log.server.ts'

/** Spec 001 §8's words for a page model asked for without a path. */
export const FETCHING_MODEL_REJECTED = 'Fetching model rejected for path'
const EMPTY_PATH_CODE = 'EMPTY_PATH'

/**
 * The page model of one page in the visitor's locale (spec 001 §7): a POST to the dynamic
 * routing address that only reads, so a lost connection is retried. Any failure throws
 * one of the typed upstream errors (already logged by the call): the spec's "Page Model
 * call failed".
 */
export async function fetchPageModel(page: PageModelRequest, ctx: UpstreamContext, options?: CallOptions): Promise<PageModel> {
	// Spec 001 §8: a page model without a path is not asked for; the call is rejected here, logged like any failure.
	if (!page.seoUrl.trim())
		throw reported(new UpstreamError(EMPTY_PATH_CODE, { source: 'API_ERROR', component: 'pageModel', detail: FETCHING_MODEL_REJECTED }), ctx)
	const answer = await callService(
		{
			name: 'pageModel',
			method: 'POST',
			path: REST_PATHS.pageModel,
			body: {
				requestType: page.requestType,
				seoUrl: page.seoUrl,
				localeKey: ctx.locale,
				sessionToken: ctx.sessionToken ?? '',
				experienceSegment: [],
				applicationName: PAGE_MODEL_APPLICATION,
				selectors: page.brand ? { brand: page.brand } : {},
			},
			retry: true,
			result: PageModelAnswerSchema,
		},
		ctx,
		options,
	)
	return answer.body.data.data
}
