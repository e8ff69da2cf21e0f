import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useRouteLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useTranslation } from 'react-i18next'
import { mapsSearchUrl, showsReviews } from '#app/models/hotel-header.ts'
import { propertyCodeOf } from '#app/models/property-code.ts'
import { NotFound, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { propertyBarFor } from '#app/services/property-bar.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { HotelBookingSearch } from '#app/ui/booking-search-form.tsx'
import { HeroBanner } from '#app/ui/hero-banner.tsx'
import { HotelAlerts } from '#app/ui/hotel-header.tsx'
import { HotelPropertyBar } from '#app/ui/hotel-property-bar.tsx'
import { PageMiniBanners } from '#app/ui/mini-banners.tsx'
import { PersonalisedContent } from '#app/ui/personalised-content.tsx'
import { SocialProof } from '#app/ui/social-proof.tsx'
import type { HotelLayoutLoader } from './hotel-layout.tsx'
import { orNotFound } from '#app/http/upstream-failure.server.ts'
import { hotelOverviewComponentsData } from '#app/http/page-components.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'
import { numberFormat } from '#app/models/intl-formats.ts'

// The hotel overview (spec 000 §2): the property bar under the header, and the hotel's
// currency. The layout above has already answered 404 for an unknown hotel. Around them
// the platform-fed components (spec 001 §2, §7): hero banner, hotel alerts, social proof
// and the personalised offer, each left out when its call fails.
const HOTEL_LAYOUT_ID = 'routes/hotel/hotel-layout'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const seoNickname = params.seoNickname ?? ''
	const code = propertyCodeOf(seoNickname)
	// The bar is asked for first, then the components (which never reject), so their calls run beside it.
	const barRead = code ? orNotFound(() => propertyBarFor(context, visitor, code)) : null
	const components = code ? hotelOverviewComponentsData(request, visitor, code) : null
	const property = (await barRead)?.property ?? null
	invariantResponse(property && property.seoNickname === seoNickname, 'Hotel not found', { status: 404 })

	const { basicInformation: basics, contactInformation: contact, reviews } = property
	const numbers = numberFormat(locale, { maximumFractionDigits: 1 })
	// The bar's phone is the first contact number (spec 000 §2 "Property bar").
	const first = contact.contactNumbers[0]
	const bar = {
		name: basics.name,
		address: [contact.address.line1, contact.address.city, contact.address.stateProvince?.code].filter(Boolean).join(', '),
		mapUrl: mapsSearchUrl(basics.latitude, basics.longitude),
		websiteUrl: basics.websiteUrl && /^https?:\/\//.test(basics.websiteUrl) ? basics.websiteUrl : null,
		phone: first ? { display: first.number.display, href: `tel:${first.number.original.replace(/[^\d+]/g, '')}` } : null,
		// The bar query carries no max flag; the header's rule (from the layout) decides too.
		showReviews: showsReviews({ stars: reviews.stars.count, reviews: reviews.numberOfReviews.count, locale, isMax: false }),
		stars: numbers.format(reviews.stars.count),
		reviewCount: numbers.format(reviews.numberOfReviews.count),
	}
	return json({ bar, components: await components })
}

export default function HotelOverviewPage() {
	const { t } = useTranslation()
	const { bar, components } = useLoaderData<typeof loader>()
	const layout = useRouteLoaderData<HotelLayoutLoader>(HOTEL_LAYOUT_ID)
	const hotel = layout?.hotel
	return (
		<>
			{components?.heroBanner ? <HeroBanner banner={components.heroBanner} /> : null}
			{components ? <HotelAlerts alerts={components.alerts} /> : null}
			<HotelPropertyBar bar={{ ...bar, showReviews: bar.showReviews && Boolean(hotel?.showReviews) }} />
			{components?.socialProof ? <SocialProof proof={components.socialProof} /> : null}
			<section className="hotel-section" aria-labelledby="hotel-overview-heading">
				<h2 id="hotel-overview-heading">{t('hotel.overview.heading')}</h2>
				{hotel ? <p>{t('hotel.overview.currency', { currency: hotel.currencyName, code: hotel.currency })}</p> : null}
				{hotel ? <HotelBookingSearch propertyCode={hotel.code} /> : null}
			</section>
			{components?.personalised ? <PersonalisedContent content={components.personalised} /> : null}
			<PageMiniBanners isMaxProperty={Boolean(layout?.isMax)} />
		</>
	)
}

export const meta: MetaFunction<typeof loader, { [HOTEL_LAYOUT_ID]: HotelLayoutLoader }> = ({ matches }) => {
	const layout = matches.find((match) => match.id === HOTEL_LAYOUT_ID)?.data
	return indexablePageMeta(layout?.titles.overview, matches, layout?.hotel.name)
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
