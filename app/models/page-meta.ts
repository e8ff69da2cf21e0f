import type { SiteContent } from '@meridian/upstream-contract/page-model.ts'

// What a page tells search engines (issue 32). Every page carries the description its
// page model authors for its page type, in the page's language (a private page's too: it
// is the site's words, nothing of the visitor's, and it is what a shared link previews).
// An indexable page (the home page, a hotel's pages, sign-in, the rate list, the brand
// pages) stops there; a private page also says `noindex` (NOT_INDEXED says why).

type MetaDescriptor = { title: string | undefined } | { name: string; content: string }

/**
 * A page of one visitor's own (a booking step, a reservation, an account page, a sign-in
 * step), or the page version of an overlay (rate and room details, the quick view, the
 * sign-in and lookup overlays): nothing a stranger could find by searching, and an
 * overlay's content belongs to the page it opens over. So no search engine should list
 * it, even when a link to it (a shared confirmation, a lookup link) is crawled. Links
 * on it may still be followed.
 */
export const NOT_INDEXED = { name: 'robots', content: 'noindex' } as const

/** The page model's description, with `{hotel}` filled on a hotel's pages; null when it has none. */
export function describePage(siteContent: Pick<SiteContent, 'metaDescription'> | null | undefined, hotel?: string): string | null {
	const description = siteContent?.metaDescription?.trim()
	if (!description) return null
	if (description.includes('{hotel}')) return hotel ? description.replaceAll('{hotel}', hotel) : null
	return description
}

type Match = { id: string; data: unknown }

/**
 * The `<title>` and description of an indexable page. The description comes from the
 * root loader's page model (the meta function's `matches`), so no route loads it itself.
 */
export function indexablePageMeta(title: string | undefined, matches: readonly Match[], hotel?: string): MetaDescriptor[] {
	const root = matches.find((match) => match.id === 'root')?.data as { siteContent?: SiteContent | null } | undefined
	const description = describePage(root?.siteContent, hotel)
	return description ? [{ title }, { name: 'description', content: description }] : [{ title }]
}

/** The `<title>`, description and `noindex` of a private page. */
export const privatePageMeta = (title: string | undefined, matches: readonly Match[]): MetaDescriptor[] => [...indexablePageMeta(title, matches), NOT_INDEXED]
