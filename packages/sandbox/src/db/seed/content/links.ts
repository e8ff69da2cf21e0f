import type { ContentLink } from '@meridian/upstream-contract/page-model.ts'

// Links the authored content shares across locales. Corporate pages live on another of
// the chain's sites (a reserved example domain); searches stay on this one.

export const CORPORATE_SITE = 'https://www.meridian-hotels.example'

export const searchLink = (linkLabel: string, destination: string): ContentLink => ({
	linkLabel,
	linkURL: `/?destination=${encodeURIComponent(destination)}`,
	openInaNewTab: false,
})

export const chainSite = (label: string, site: string) => ({ label, linkURL: `${CORPORATE_SITE}/${site}` })

// Thirty destinations: more than the footer's 4 columns of 7 (spec 000 §9), so the limit shows.
const DESTINATIONS: ReadonlyArray<[en: string, es: string]> = [
	['New York', 'Nueva York'],
	['Chicago', 'Chicago'],
	['Austin', 'Austin'],
	['Las Vegas', 'Las Vegas'],
	['Toronto', 'Toronto'],
	['London', 'Londres'],
	['Milan', 'Milán'],
	['Tokyo', 'Tokio'],
	['Shanghai', 'Shanghái'],
	['Seoul', 'Seúl'],
	['Paris', 'París'],
	['Rome', 'Roma'],
	['Madrid', 'Madrid'],
	['Barcelona', 'Barcelona'],
	['Berlin', 'Berlín'],
	['Amsterdam', 'Ámsterdam'],
	['Dubai', 'Dubái'],
	['Singapore', 'Singapur'],
	['Hong Kong', 'Hong Kong'],
	['Sydney', 'Sídney'],
	['Mexico City', 'Ciudad de México'],
	['Cancún', 'Cancún'],
	['Miami', 'Miami'],
	['San Francisco', 'San Francisco'],
	['Los Angeles', 'Los Ángeles'],
	['Boston', 'Boston'],
	['Washington', 'Washington'],
	['Vancouver', 'Vancouver'],
	['Lisbon', 'Lisboa'],
	['Vienna', 'Viena'],
]

export function destinationLinks(language: 'en' | 'es'): ContentLink[] {
	return DESTINATIONS.map(([en, es]) => searchLink(language === 'en' ? en : es, en))
}
