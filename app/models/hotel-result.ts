import type { SearchResultProperty } from '@meridian/upstream-contract/search.ts'
import { hotelPagePath } from './brand-links.ts'
import { responsiveImage, type ResponsiveImage } from './image-renditions.ts'
import { localizePath, type Locale } from './locale.ts'
import { numberFormat, displayNames } from './intl-formats.ts'

// A hotel of a search (the home page's, a brand landing page's) as the result list shows
// it: every text in the page's language, linked to its overview.

/** A hotel as the result list shows it, every text already in the page's language. */
export type HotelResult = {
	id: string
	name: string
	/** The hotel's overview, under the page's locale. */
	href: string
	city: string
	country: string
	brand: string
	/** The star rating, formatted for the locale ("4.4", "4,4"). */
	stars: string
	reviewCount: number
	reviews: string
	/** The primary image in the three renditions from the image cache; null when the hotel has none. */
	image: ResponsiveImage | null
}

export function hotelResultOf(hotel: SearchResultProperty, locale: Locale, imageCacheDomain: string): HotelResult {
	const { city, country } = hotel.contactInformation.address
	return {
		id: hotel.id,
		name: hotel.basicInformation.name,
		href: localizePath(hotelPagePath(hotel.seoNickname), locale),
		city,
		country: countryName(country.code, locale) ?? country.description,
		brand: hotel.basicInformation.brand.name,
		stars: numberFormat(locale, { maximumFractionDigits: 1 }).format(hotel.reviews.stars.count),
		reviewCount: hotel.reviews.numberOfReviews.count,
		reviews: numberFormat(locale).format(hotel.reviews.numberOfReviews.count),
		image: responsiveImage(hotel.media.primaryImage?.wideHorizontal, imageCacheDomain),
	}
}

/** The country's name in the page's language; the platform's descriptions are in English. */
function countryName(code: string, locale: Locale): string | undefined {
	try {
		const name = displayNames(locale, { type: 'region', fallback: 'none' }).of(code.toUpperCase())
		return name || undefined
	} catch {
		return undefined
	}
}
