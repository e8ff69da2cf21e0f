import { BOOKING_BREAKPOINTS } from './booking-breakpoints.ts'
import { imageUrl } from './hotel-header.ts'

// Hotel images from the image cache in the sizes spec 001 §9 names: mobile 358x160,
// tablet 451x366, desktop 562x366 at quality 90; anything else the cache downsizes at
// quality 70. The cache takes the size and quality as query parameters (wid, hei, qlt),
// so one path gives every size and the browser picks by the viewport (srcset + sizes).

export const IMAGE_RENDITIONS = {
	mobile: { width: 358, height: 160 },
	tablet: { width: 451, height: 366 },
	desktop: { width: 562, height: 366 },
} as const

export const RENDITION_QUALITY = 90
/** Spec 000 §9 / 001 §9: "elsewhere the downsize quality is 70". */
export const DOWNSIZE_QUALITY = 70

/** One size of an image from the cache; '' when there is no image. */
export function renditionUrl(path: string | null | undefined, cacheDomain: string, { width, height }: { width: number; height?: number }, quality: number) {
	const url = imageUrl(path, cacheDomain)
	if (!url) return ''
	const params = new URLSearchParams({ wid: String(width), ...(height ? { hei: String(height) } : {}), qlt: String(quality) })
	return `${url}${url.includes('?') ? '&' : '?'}${params}`
}

export type ResponsiveImage = { src: string; srcSet: string; sizes: string; width: number; height: number }

/** An <img>'s src, srcset and sizes for the three renditions; null when there is no image. */
export function responsiveImage(path: string | null | undefined, cacheDomain: string): ResponsiveImage | null {
	if (!imageUrl(path, cacheDomain)) return null
	const { mobile, tablet, desktop } = IMAGE_RENDITIONS
	const srcSet = Object.values(IMAGE_RENDITIONS)
		.map((size) => `${renditionUrl(path, cacheDomain, size, RENDITION_QUALITY)} ${size.width}w`)
		.join(', ')
	// The flow's breakpoints (spec 001 §9): the tablet size from 768, the desktop one from 1024.
	const sizes = `(min-width: ${BOOKING_BREAKPOINTS.desktop}px) ${desktop.width}px, (min-width: ${BOOKING_BREAKPOINTS.tablet}px) ${tablet.width}px, ${mobile.width}px`
	return { src: renditionUrl(path, cacheDomain, mobile, RENDITION_QUALITY), srcSet, sizes, width: mobile.width, height: mobile.height }
}

/** A smaller copy of an image at any width (thumbnails, quick views): downsize quality 70. */
export const downsizedImageUrl = (path: string | null | undefined, cacheDomain: string, width: number) =>
	renditionUrl(path, cacheDomain, { width }, DOWNSIZE_QUALITY)

/**
 * Spec 001 §9: the first two cards of a list (search results, rate cards) load their images
 * at once, the rest when scrolled to. At once means loading="eager", not fetchpriority="high"
 * nor a preload link: the cards sit below the page's heading and search form (the first rate
 * card some 1,250 px down on a desktop, 2,600 px on a phone), so raising their pictures above
 * the page's own stylesheet and scripts would slow the first paint for pictures not yet seen.
 */
export const CARD_IMAGE_PRELOAD_COUNT = 2

export const imageLoadingOf = (index: number): 'eager' | 'lazy' => (index < CARD_IMAGE_PRELOAD_COUNT ? 'eager' : 'lazy')
