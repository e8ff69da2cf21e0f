import { and, asc, eq } from 'drizzle-orm'
import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { translations, userTitles } from '../../../db/schema/index.ts'
import { graphError } from '../context.ts'
import type { Resolvers } from '../resolver-map.ts'

// User title and translate text (spec 001 §7): name titles in the page's language, and
// texts in another language from the platform's stored translations.

const TRANSLATE_MAX = 2000

export const catalogueTextResolvers: Resolvers = {
	Query: {
		userTitles: async (_parent, _args, context) => {
			const rows = await context.db.select().from(userTitles).orderBy(asc(userTitles.position))
			return rows.map((row) => ({ code: row.code, description: row.localizedDescriptions[context.language] ?? row.description }))
		},
		translateText: async (_parent, args: { input: { text: string; targetLanguage: string } }, context) => {
			const { text } = args.input
			const language = args.input.targetLanguage.trim().toLowerCase().split(/[-_]/)[0] ?? ''
			if (text.length > TRANSLATE_MAX) throw graphError(`Texts are at most ${TRANSLATE_MAX} characters`, UPSTREAM_ERROR_CODES.badRequest)
			if (!/^[a-z]{2}$/.test(language)) throw graphError('targetLanguage is a language code', UPSTREAM_ERROR_CODES.badRequest)
			const [row] = await context.db
				.select()
				.from(translations)
				.where(and(eq(translations.sourceText, text.trim()), eq(translations.language, language)))
			return row ? { text: row.translatedText, language, translated: true } : { text, language, translated: false }
		},
	},
}
