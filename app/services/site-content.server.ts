import { stripSubDirectory } from '#app/models/locale.ts'
import type { SiteContent } from '@meridian/upstream-contract/page-model.ts'
import { logUnlessUpstream } from './unexpected-error.server.ts'
import { sharedPageModel } from './shared-content.server.ts'
import type { Visitor } from './visitor.server.ts'

/**
 * The page model of the requested page (the root loader): the same for every visitor in
 * the language, so read once and kept (docs/decisions/021). A platform that fails costs
 * the page only its authored content: null, and the layout renders a minimal footer. The client has logged the failure once, as "Page Model call failed …",
 * locally and on the platform's logger; only an error of ours is logged here.
 */
export async function loadSiteContent(request: Request, visitor: Visitor): Promise<SiteContent | null> {
	const seoUrl = stripSubDirectory(new URL(request.url).pathname)
	try {
		const model = await sharedPageModel({ requestType: 'page', seoUrl }, visitor.upstream)
		return { ...model.content, pageType: model.pageType }
	} catch (error) {
		logUnlessUpstream('page model', error)
		return null
	}
}
