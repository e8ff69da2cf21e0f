import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

// Texts of the data graph: name titles (user title) and stored translations (translate
// text). Drizzle's view of migrations 0223 and 0224.

export const userTitles = pgTable('user_titles', {
	code: text('code').primaryKey(),
	description: text('description').notNull(),
	localizedDescriptions: jsonb('localized_descriptions').$type<Record<string, string>>().notNull().default({}),
	position: integer('position').notNull(),
})

export const translations = pgTable(
	'translations',
	{
		sourceText: text('source_text').notNull(),
		language: text('language').notNull(),
		translatedText: text('translated_text').notNull(),
	},
	(t) => [primaryKey({ columns: [t.sourceText, t.language] })],
)
