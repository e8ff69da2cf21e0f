import { isLocale, localizePath, type Locale } from './locale.ts'
import type { ContentLink, MiniBanner } from '@meridian/upstream-contract/page-model.ts'

// Rules for rendering authored content (spec 000 §2, §4, §9): what is shown, how many
// columns, which addresses may be followed. The content itself comes from the page model.

/** Spec 000 §9: footer destinations, at most 4 columns of 7 items. */
export const DESTINATION_COLUMNS = 4
export const DESTINATIONS_PER_COLUMN = 7

/** The destinations in columns of 7, at most 4 columns; anything beyond is not shown. */
export function destinationColumns<T>(items: readonly T[], columns = DESTINATION_COLUMNS, perColumn = DESTINATIONS_PER_COLUMN): T[][] {
	const shown = items.slice(0, columns * perColumn)
	const result: T[][] = []
	for (let start = 0; start < shown.length; start += perColumn) result.push(shown.slice(start, start + perColumn))
	return result
}

/** The link banner's configured columns: 1, 2 or 4; another number becomes the nearest one below (at least 1). */
export function linkBannerColumns(configured: number): 1 | 2 | 4 {
	if (!Number.isFinite(configured) || configured < 2) return 1
	if (configured < 4) return 2
	return 4
}

/** A region heading from its slug: hyphens become spaces and the first letter a capital (`north-america` → `North america`). */
export function regionHeading(slug: string): string {
	const words = slug.replace(/-/g, ' ').trim()
	return words.charAt(0).toLocaleUpperCase() + words.slice(1)
}

/**
 * Where an authored link may go: a path of this site (placed under the visitor's
 * locale), or an http(s), mailto or tel address. Anything else (javascript:, data:,
 * protocol-relative) is refused: null, and the link is rendered as text.
 */
export function contentHref(url: string, locale: Locale): string | null {
	const value = url.trim()
	if (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) return localizePath(value, locale)
	if (/^(https?:\/\/[^/\s]|mailto:|tel:)/i.test(value)) return value
	return null
}

/** The attributes of an authored link that opens in a new tab. */
export function linkTarget(link: Pick<ContentLink, 'openInaNewTab'>) {
	return link.openInaNewTab ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {}
}

/** The locale an entry of the language lists switches to, when it is one this product speaks. */
export function siteLocale(locale: string | null | undefined): Locale | null {
	if (!locale) return null
	const normalised = locale.replace('_', '-')
	const [language = '', region = ''] = normalised.split('-')
	const tag = `${language.toLowerCase()}-${region.toUpperCase()}`
	return isLocale(tag) ? tag : null
}

/** The query parameter a check-in deep link arrives with (e.g. from the check-in e-mail). */
export const CHECK_IN_DEEP_LINK_PARAM = 'checkInDeepLink'

export type MiniBannerContext = {
	/** Spec 000 §4: the loyalty banner is hidden on a max-type property. */
	isMaxProperty: boolean
	/** Spec 000 §4: the check-in banner stays hidden until its deep link arrives, then replaces the mini (member) card. */
	checkInDeepLink: boolean
}

/** The mini banners to show, in the authored order. */
export function visibleMiniBanners<T extends Pick<MiniBanner, 'type'>>(banners: readonly T[], context: MiniBannerContext): T[] {
	const checkIn = banners.find((banner) => banner.type === 'checkIn')
	const replacesCard = context.checkInDeepLink && checkIn !== undefined
	const shown: T[] = []
	for (const banner of banners) {
		if (banner.type === 'loyalty' && context.isMaxProperty) continue
		if (banner.type === 'checkIn') continue
		if (banner.type === 'memberCard' && replacesCard) {
			shown.push(checkIn)
			continue
		}
		shown.push(banner)
	}
	// No member card to stand in for: the arriving check-in banner still shows, first.
	if (replacesCard && !shown.includes(checkIn)) shown.unshift(checkIn)
	return shown
}

/** Whether a deep-link query value counts as having arrived (present and not blank or false). */
export function hasDeepLink(value: string | null): boolean {
	return value !== null && value.trim() !== '' && value.trim().toLowerCase() !== 'false'
}

/** The copyright line with its `{year}` filled in. */
export function copyrightLine(template: string, year: number): string {
	return template.replaceAll('{year}', String(year))
}
