import pageContent from './0300_page_content.ts'

// Migrations of the authored content (the page model), in order; ids 0300–0399.
export const CONTENT_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [{ id: '0300_page_content', sql: pageContent }]
