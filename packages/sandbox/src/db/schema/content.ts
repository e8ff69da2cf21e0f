import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Tables of the page model's authored content. Drizzle's view of the migrations in
// migrations/content/; keep the two in step.

export const PAGE_CONTENT_SECTIONS = ['footer', 'linkBanner', 'signInContentBlock', 'miniBanners', 'languageSelector', 'metaDescriptions'] as const
export type PageContentSection = (typeof PAGE_CONTENT_SECTIONS)[number]

/** One authored document per locale (`en-US`, `es-ES`) and section; the body is the section's JSON. */
export const pageContent = pgTable(
	'page_content',
	{
		locale: text('locale').notNull(),
		section: text('section').$type<PageContentSection>().notNull(),
		body: jsonb('body').notNull(),
	},
	(table) => [primaryKey({ columns: [table.locale, table.section] })],
)

/** The page type and footer variant of the paths under a prefix; the longest prefix wins. */
export const pageTypes = pgTable('page_types', {
	pathPrefix: text('path_prefix').primaryKey(),
	pageType: text('page_type').notNull(),
	footerVariation: text('footer_variation').$type<'expanded' | 'minimized'>().notNull(),
})
