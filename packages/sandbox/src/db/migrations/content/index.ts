import pageContent from './0300_page_content.ts'
import targetOffers from './0301_target_offers.ts'

// Migrations of the authored content (the page model), in order; ids 0300–0399.
export const CONTENT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
	{ id: '0300_page_content', sql: pageContent },
	{ id: '0301_target_offers', sql: targetOffers },
]
