import { stripSubDirectory } from '#app/models/locale.ts'
import type { SiteContent } from '@meridian/upstream-contract/page-model.ts'
import { logger } from './logger.server.ts'
import { fetchPageModel } from './upstream/page-model.server.ts'
import type { Visitor } from './visitor.server.ts'

/**
 * The page model of the requested page, once per request (the root loader). A platform
 * that fails costs the page only its authored content: null, and the layout renders a
 * minimal footer. The client has logged the failure's cause; this line says what it cost.
 */
export async function loadSiteContent(request: Request, visitor: Visitor): Promise<SiteContent | null> {
	const seoUrl = stripSubDirectory(new URL(request.url).pathname)
	try {
		const model = await fetchPageModel({ requestType: 'page', seoUrl }, visitor.upstream)
		return { ...model.content, pageType: model.pageType }
	} catch (error) {
		logger.warn('Page Model call failed', {
			requestId: visitor.requestId,
			path: seoUrl,
			code: error instanceof Error && 'code' in error ? String(error.code) : 'UNKNOWN',
		})
		return null
	}
}
