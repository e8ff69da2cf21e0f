import { z } from 'zod'

// The page model (spec 001 §7): what the platform's authors wrote for a page, per locale.
// Footer, link banner, sign-in content block, mini banners and the language and region
// lists are data, not code; the app renders whatever this says. Rich text comes as
// structured runs, never as HTML, so nothing authored can inject markup.

/** A run of text, optionally a link or emphasised; a paragraph is a list of runs. */
export const RichTextSchema = z.array(
	z.object({
		text: z.string(),
		href: z.string().nullish(),
		strong: z.boolean().nullish(),
	}),
)
export type RichText = z.infer<typeof RichTextSchema>

export const ContentLinkSchema = z.object({
	linkLabel: z.string(),
	linkURL: z.string(),
	openInaNewTab: z.boolean().default(false),
	/** Authored text shown instead of a plain label (the spec's htmlContent). */
	htmlContent: RichTextSchema.nullish(),
})
export type ContentLink = z.infer<typeof ContentLinkSchema>

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const

export const FooterSchema = z.object({
	resourceProperties: z.object({
		variation: z.enum(['expanded', 'minimized']),
		destinationOnTop: z.boolean().default(false),
		/** Whether the destinations list starts open (its `<details>`). */
		destinationState: z.enum(['expanded', 'collapsed']).default('collapsed'),
		destinationsTitle: z.string(),
		socialTitle: z.string(),
		/** `{year}` stands for the current year. */
		copyright: z.string(),
	}),
	columns: z.array(z.object({ title: z.string(), items: z.array(ContentLinkSchema) })),
	destinations: z.array(ContentLinkSchema),
	socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), linkLabel: z.string(), linkURL: z.string() })),
	/** The few links of the minimized variant. */
	minimizedItems: z.array(ContentLinkSchema),
})
export type Footer = z.infer<typeof FooterSchema>

export const LinkBannerSchema = z.object({
	linkBannerHeader: z.string(),
	headerTag: z.enum(['h2', 'h3']).default('h2'),
	/** 1, 2 or 4 configured; anything else is brought into range by linkBannerColumns. */
	noOfColumns: z.number().int(),
	hideColumDividers: z.boolean().default(false),
	columnDetails: z.array(z.object({ linkItems: z.array(ContentLinkSchema) })),
})
export type LinkBanner = z.infer<typeof LinkBannerSchema>

// Every field may be missing: the block then shows the catalogue's text for it, so an
// author leaving a field out never costs the page its whole page model.
export const SignInContentBlockSchema = z.object({
	contentBlockHeader: z.string().nullish(),
	contentBlockDescription: RichTextSchema.nullish(),
	/** `{name}` stands for the remembered member's name. */
	rememberedUserHeader: z.string().nullish(),
	rememberedUserContentBlock: RichTextSchema.nullish(),
	joinNowLabel: z.string().nullish(),
	joinNowCtaPath: z.string().nullish(),
	continueAsCTALabel: z.string().nullish(),
	continueAsCTAPath: z.string().nullish(),
	orLabel: z.string().nullish(),
	/** The icon variant's row: an icon name (points, rates, wifi) and its title. */
	iconDetails: z.array(z.object({ icon: z.string(), title: z.string() })).nullish(),
	/** The default variant's picture, a path on the image cache domain. */
	featuredDynamicImage: z.object({ assetPath: z.string(), altText: z.string() }).nullish(),
	/** The default variant's icon when it has no picture. */
	contentBlockIcon: z.string().nullish(),
	sweepsJoinNowTitle: z.string().nullish(),
	sweepsJoinNowCta: z.string().nullish(),
	sweepsJoinNowCtaPath: z.string().nullish(),
})
export type SignInContentBlock = z.infer<typeof SignInContentBlockSchema>

export const MINI_BANNER_TYPES = ['memberCard', 'travelInsurance', 'redemptionAlert', 'checkIn', 'sonder', 'loyalty'] as const

export const MiniBannerSchema = z.object({
	type: z.enum(MINI_BANNER_TYPES),
	cardTitle: z.string(),
	cardDescription: RichTextSchema,
	tagLine: z.string().nullish(),
	image: z.object({ damPath: z.string(), altText: z.string() }).nullish(),
	cardCTA: z.object({ ctaLink: z.string(), ctaText: z.string(), target: z.enum(['_self', '_blank']).default('_self') }),
})
export type MiniBanner = z.infer<typeof MiniBannerSchema>

export const LanguageSelectorSchema = z.object({
	title: z.string(),
	regions: z.array(
		z.object({
			/** A slug such as `north-america`; shown through regionHeading. */
			heading: z.string(),
			/** A site this product serves (locale) or another of the chain's sites (linkURL). */
			sites: z.array(z.object({ label: z.string(), locale: z.string().nullish(), linkURL: z.string().nullish() })),
		}),
	),
})
export type LanguageSelector = z.infer<typeof LanguageSelectorSchema>

export const PageModelSchema = z.object({
	language: z.string(),
	pageType: z.string(),
	subDirectoryContextPath: z.string(),
	rtlEnable: z.boolean(),
	content: z.object({
		footer: FooterSchema,
		linkBanner: LinkBannerSchema.nullable(),
		signInContentBlock: SignInContentBlockSchema,
		miniBanners: z.array(MiniBannerSchema),
		languageSelector: LanguageSelectorSchema,
		/**
		 * What search engines show under the page's link (its `<meta name="description">`),
		 * authored per page type and locale; `{hotel}` stands for the hotel's name on
		 * a hotel's pages. Missing from an older platform: the page then has none.
		 */
		metaDescription: z.string().nullish(),
	}),
})
export type PageModel = z.infer<typeof PageModelSchema>

/** The authored content of a page, as the root loader passes it on to the layout. */
export type SiteContent = PageModel['content'] & { pageType: string }

/** The answer: the model sits under data.data (spec 001 §7). */
export const PageModelAnswerSchema = z.object({ data: z.object({ data: PageModelSchema }) })

export type PageModelRequest = {
	requestType: string
	/** The page's path without its locale sub-directory, e.g. `/hotels/nycmc-…/overview`. */
	seoUrl: string
	brand?: string
}

/** The application the page model is asked for (the body's applicationName). */
export const PAGE_MODEL_APPLICATION = 'phoenix_book'
