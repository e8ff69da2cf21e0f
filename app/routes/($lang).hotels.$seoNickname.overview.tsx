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
import { HotelPropertyBar } from '#app/ui/hotel-property-bar.tsx'
import { PageMiniBanners } from '#app/ui/mini-banners.tsx'
import type { HotelLayoutLoader } from './($lang).hotels.$seoNickname.tsx'
import { orNotFound } from '#app/http/upstream-failure.server.ts'

// The hotel overview (spec 000 §2): the property bar under the header, and the hotel's
// currency. The layout above has already answered 404 for an unknown hotel.
const HOTEL_LAYOUT_ID = 'routes/($lang).hotels.$seoNickname'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const seoNickname = params.seoNickname ?? ''
	const code = propertyCodeOf(seoNickname)
	const property = code ? ((await orNotFound(() => propertyBarFor(context, visitor, code)))?.property ?? null) : null
	invariantResponse(property && property.seoNickname === seoNickname, 'Hotel not found', { status: 404 })

	const { basicInformation: basics, contactInformation: contact, reviews } = property
	const numbers = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })
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
	return json({ bar })
}

export default function HotelOverviewPage() {
	const { t } = useTranslation()
	const { bar } = useLoaderData<typeof loader>()
	const layout = useRouteLoaderData<HotelLayoutLoader>(HOTEL_LAYOUT_ID)
	const hotel = layout?.hotel
	return (
		<>
			<HotelPropertyBar bar={{ ...bar, showReviews: bar.showReviews && Boolean(hotel?.showReviews) }} />
			<section className="hotel-section" aria-labelledby="hotel-overview-heading">
				<h2 id="hotel-overview-heading">{t('hotel.overview.heading')}</h2>
				{hotel ? <p>{t('hotel.overview.currency', { currency: hotel.currencyName, code: hotel.currency })}</p> : null}
				{hotel ? <HotelBookingSearch propertyCode={hotel.code} /> : null}
			</section>
			<PageMiniBanners isMaxProperty={Boolean(layout?.isMax)} />
		</>
	)
}

export const meta: MetaFunction<typeof loader, { [HOTEL_LAYOUT_ID]: HotelLayoutLoader }> = ({ matches }) => {
	const layout = matches.find((match) => match.id === HOTEL_LAYOUT_ID)?.data
	return [{ title: layout?.titles.overview }]
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
