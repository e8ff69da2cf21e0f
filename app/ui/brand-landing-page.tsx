import type { SubmissionResult } from '@conform-to/react'
import { useLocation } from '@remix-run/react'
import type { HotelResult } from '#app/models/hotel-result.ts'
import { DestinationSearchForm } from './destination-search-form.tsx'
import { HotelResultList } from './hotel-result-list.tsx'
import { useBrandTranslation } from './messages/brands.ts'
import bulgariStylesHref from './styles/brand-bulgari.css?url'
import ritzStylesHref from './styles/brand-ritz.css?url'

const THEME_STYLES = { ritz: ritzStylesHref, bulgari: bulgariStylesHref } as const

type Props = {
	brandCode: string
	action: string
	destination: string
	/** The brand's own look, when the `brand-css` flag is on; otherwise the site's. */
	theme: keyof typeof THEME_STYLES | null
	result: SubmissionResult<string[]> | null
	search: { destination: string; hotels: HotelResult[] } | null
}

/** A brand's landing page: its name, its hotels, and a search among them only. */
export function BrandLandingPage({ brandCode, action, destination, theme, result, search }: Props) {
	const { t } = useBrandTranslation()
	// A new search is a new location: the form starts from that location's destination.
	const { search: query } = useLocation()
	return (
		<section className={theme ? `brand-landing brand-landing--${theme}` : 'brand-landing'} aria-labelledby="brand-landing-heading" data-brand={brandCode}>
			{/* Only this page carries the brand's stylesheet: every other page stays as light as it was. */}
			{theme ? <link rel="stylesheet" href={THEME_STYLES[theme]} /> : null}
			<h1 id="brand-landing-heading">{t(`brandLanding.${brandCode}.title`)}</h1>
			<p className="brand-landing-intro">{t(`brandLanding.${brandCode}.intro`)}</p>
			<DestinationSearchForm key={query} action={action} destination={destination} lastResult={result} optional />
			{search ? (
				<HotelResultList
					destination={search.destination}
					hotels={search.hotels}
					heading={search.destination ? undefined : t('brandLanding.allHotels', { brand: t(`brandLanding.${brandCode}.title`) })}
					empty={search.destination ? undefined : t('brandLanding.noHotels')}
				/>
			) : null}
		</section>
	)
}
