import { sql } from 'drizzle-orm'
import { queryRows, type SandboxDb } from '../../connection.ts'
import { pageContent, pageTypes, PAGE_CONTENT_SECTIONS } from '../../schema/index.ts'
import * as enUS from './en-us.ts'
import * as esES from './es-es.ts'

// The page model's authored content, per locale, and the page types by path.

const BY_LOCALE = { 'en-US': enUS, 'es-ES': esES } as const

// Sign-in, sign-out and booking pages get the minimized footer: a visitor in the middle
// of a task needs the legal links, not the whole site map. The longest prefix wins;
// `/` alone is the home page (the endpoint's rule), any other path a plain page.
export const SEED_PAGE_TYPES: Array<typeof pageTypes.$inferInsert> = [
	{ pathPrefix: '/', pageType: 'page', footerVariation: 'expanded' },
	{ pathPrefix: '/hotels/', pageType: 'hotel', footerVariation: 'expanded' },
	{ pathPrefix: '/language', pageType: 'language', footerVariation: 'expanded' },
	{ pathPrefix: '/sign-in', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/signInOverlay', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/enterprise/', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/login', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/logout', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/emailPassword', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/sessionTime', pageType: 'sign-in', footerVariation: 'minimized' },
	{ pathPrefix: '/reservation/', pageType: 'booking', footerVariation: 'minimized' },
]

export const SEED_PAGE_CONTENT: Array<typeof pageContent.$inferInsert> = Object.entries(BY_LOCALE).flatMap(([locale, content]) =>
	PAGE_CONTENT_SECTIONS.map((section) => ({
		locale,
		section,
		body: content[section],
	})),
)

/**
 * Adds the sections the content tables lack (true when it added any), leaving authored
 * ones as they are. Apart from the one-time seed, so that a database seeded before the
 * content, or before a section of it, existed gets it on its next start too.
 */
export async function seedContent(db: SandboxDb): Promise<boolean> {
	const before = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from page_content`)
	await db.transaction(async (tx) => {
		await tx.insert(pageTypes).values(SEED_PAGE_TYPES).onConflictDoNothing()
		await tx.insert(pageContent).values(SEED_PAGE_CONTENT).onConflictDoNothing()
	})
	const after = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from page_content`)
	return after[0]?.count !== before[0]?.count
}
