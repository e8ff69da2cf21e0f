import { readdirSync } from 'node:fs'
import { LOCALES, type Locale } from '#app/models/locale.ts'

/**
 * Each locale's message chunk in the client build (app/ui/messages/load-catalogue.ts:
 * Rollup names it after its module, `en-US-<hash>.js`), for the document to preload, so
 * that hydration does not wait a round trip for it.
 */
export function catalogueScripts(assetsDirectory: string): Partial<Record<Locale, string>> {
	const names = readdirSync(assetsDirectory)
	return Object.fromEntries(
		LOCALES.flatMap((locale) => {
			const name = names.find((candidate) => new RegExp(`^${locale}-[\\w-]+\\.js$`).test(candidate))
			return name ? [[locale, `/assets/${name}`]] : []
		}),
	)
}
