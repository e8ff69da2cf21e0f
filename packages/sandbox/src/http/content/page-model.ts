import { eq } from 'drizzle-orm'
import { Router } from 'express'
import { z } from 'zod'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { fromCatalogue } from '../../db/catalogue-reads.ts'
import { pageContent, pageTypes, PAGE_CONTENT_SECTIONS, type PageContentSection } from '../../db/schema/index.ts'
import type { SandboxDeps } from '../../deps.ts'
import { handle, parseBody } from '../accounts/respond.ts'

const Text = z.string().max(2048)
const PageModelBody = z.object({
	requestType: Text,
	seoUrl: Text,
	localeKey: Text,
	sessionToken: Text.optional(),
	experienceSegment: z.array(Text).default([]),
	applicationName: Text,
	// The brand selector is accepted; the sandbox's content is the same for every brand.
	selectors: z.union([z.record(Text), z.array(Text)]).optional(),
})

const DEFAULT_LOCALE = 'en-US'
const SUB_DIRECTORIES: Record<string, string> = { 'en-US': '', 'es-ES': '/es' }

/** `es_es`, `es-ES`, `ES-es` → `es-ES`; a locale with no content of its own falls back to en-US. */
function contentLocale(localeKey: string): string {
	const [language = '', region = ''] = localeKey.trim().replace('_', '-').split('-')
	const tag = `${language.toLowerCase()}-${region.toUpperCase()}`
	return tag in SUB_DIRECTORIES ? tag : DEFAULT_LOCALE
}

/** The path part of the seoUrl, without query, fragment or a trailing slash. */
function pathOf(seoUrl: string): string {
	const path = seoUrl.split(/[?#]/)[0] ?? '/'
	const absolute = path.startsWith('/') ? path : `/${path}`
	return absolute.length > 1 ? absolute.replace(/\/+$/, '') : absolute
}

/**
 * `POST /mi/phoenix-page-model/v1/dynamicRouting` (spec 001 §7): the authored content of
 * a page in a locale, under `data.data`. The page type and footer variant come from the
 * longest path prefix that matches; `/` alone is the home page.
 */
export function pageModelRouter({ db }: SandboxDeps): Router {
	const router = Router()
	router.post(
		REST_PATHS.pageModel,
		handle(async (req, res) => {
			const body = parseBody(PageModelBody, req, res)
			if (!body) return
			const locale = contentLocale(body.localeKey)
			const path = pathOf(body.seoUrl)
			const types = await fromCatalogue(db, 'page-types', () => db.select().from(pageTypes))
			const match = types.filter((row) => path.startsWith(row.pathPrefix)).sort((a, b) => b.pathPrefix.length - a.pathPrefix.length)[0]
			const contentIn = (language: string) =>
				fromCatalogue(db, `page-content:${language}`, () => db.select().from(pageContent).where(eq(pageContent.locale, language)))
			const rows = await contentIn(locale)
			const fallback = rows.length < PAGE_CONTENT_SECTIONS.length ? await contentIn(DEFAULT_LOCALE) : []
			const section = (name: PageContentSection) => (rows.find((row) => row.section === name) ?? fallback.find((row) => row.section === name))?.body
			const pageType = path === '/' ? 'home' : (match?.pageType ?? 'page')
			const descriptions = section('metaDescriptions') as Record<string, string> | undefined
			const footer = section('footer') as { resourceProperties: Record<string, unknown> } | undefined
			if (!footer) {
				res.status(404).json({ code: 'NOT_FOUND', message: 'no content for this locale' })
				return
			}
			res.json({
				data: {
					data: {
						language: locale,
						pageType,
						subDirectoryContextPath: SUB_DIRECTORIES[locale] ?? '',
						rtlEnable: false,
						content: {
							footer: {
								...footer,
								resourceProperties: { ...footer.resourceProperties, variation: match?.footerVariation ?? 'expanded' },
							},
							linkBanner: section('linkBanner') ?? null,
							signInContentBlock: section('signInContentBlock'),
							miniBanners: section('miniBanners') ?? [],
							languageSelector: section('languageSelector'),
							metaDescription: descriptions?.[pageType] ?? descriptions?.page ?? null,
						},
					},
				},
			})
		}),
	)
	return router
}
