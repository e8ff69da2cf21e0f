import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import { AVAILABILITY_TARGETS } from '#app/models/availability-query.ts'
import { findHotelsQuery, pagesOf, rateListQueryOf, readFindHotels, roomsOfSearch, SORT_PARAMS } from '#app/models/find-hotels.ts'
import { localizePath } from '#app/models/locale.ts'
import { formatMoney } from '#app/models/money.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { FindHotelsForm } from '#app/ui/find-hotels-form.tsx'
import { FindHotelsResults, type FindHotelsResult } from '#app/ui/find-hotels-results.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'
import { numberFormat } from '#app/models/intl-formats.ts'
import { hotelsWithRooms } from '#app/services/hotel-search.server.ts'

// Find hotels (spec 001 §2, /search/findHotels.mi): hotels near a destination with their
// lowest rate for a stay, sorted (distance by default) and paged (40 a page, spec 001 §9).
// Every sort and page is a GET, so it works without JavaScript and can be shared.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const t = translatorFor(locale)
	const action = localizePath(AVAILABILITY_TARGETS.findHotels, locale)
	const outcome = readFindHotels(new URL(request.url).searchParams, { now: new Date(), locale })
	const page = { action, title: `${t('availability.findHotels.title')} | ${t('site.name')}`, values: outcome.values }
	if (!outcome.ok) return json({ ...page, errors: outcome.errors, unavailable: false, results: null }, { status: 400 })

	const { search } = outcome
	let found
	try {
		found = await hotelsWithRooms(
			{
				destination: search.destination,
				checkInDate: search.fromDate,
				checkOutDate: search.toDate,
				rooms: roomsOfSearch(search),
				sortType: SORT_PARAMS[search.sortType],
				pageNumber: search.pageNumber,
				pageSize: search.pageSize,
			},
			visitor.upstream,
		)
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		// The client has logged it; the visitor keeps the search to try again.
		return json({ ...page, errors: {}, unavailable: true, results: null }, { status: 503 })
	}

	const numbers = numberFormat(locale, { maximumFractionDigits: 1 })
	const hotels: FindHotelsResult[] = found.results.map(({ property, distanceInMiles, available, lowestNightlyRate }) => ({
		id: property.id,
		name: property.basicInformation.name,
		ratesHref: localizePath(`${AVAILABILITY_TARGETS.rateList}?${rateListQueryOf(property.id, search)}`, locale),
		city: property.contactInformation.address.city,
		country: property.contactInformation.address.country.description,
		stars: numbers.format(property.reviews.stars.count),
		distance: numbers.format(distanceInMiles),
		lowestRate: available && lowestNightlyRate ? formatMoney(lowestNightlyRate, lowestNightlyRate.currency, locale) : null,
	}))
	const pages = pagesOf({ totalCount: found.totalCount, pageNumber: search.pageNumber, pageSize: search.pageSize })
	const href = (pageNumber: number) => `${action}?${findHotelsQuery(search, { pageNumber })}`
	const hidden = [...new URLSearchParams(findHotelsQuery(search, { pageNumber: 1 }))].filter(([name]) => name !== 'sortType' && name !== 'pageNumber')
	return json({
		...page,
		title: `${t('availability.findHotels.heading', { destination: search.destination })} | ${t('site.name')}`,
		errors: {},
		unavailable: false,
		results: {
			destination: search.destination,
			totalCount: found.totalCount,
			sortType: search.sortType,
			hotels,
			hidden,
			pagination: {
				page: search.pageNumber,
				pageCount: pages.pageCount,
				previousHref: pages.previous ? href(pages.previous) : null,
				nextHref: pages.next ? href(pages.next) : null,
				pages: pages.pages.map((number) => ({ page: number, href: href(number) })),
			},
		},
	})
}

export default function FindHotelsPage() {
	const { t } = useAvailabilityTranslation()
	const { action, values, errors, unavailable, results } = useLoaderData<typeof loader>()
	// A new search is a new location: the form starts from that location's values.
	const { search } = useLocation()
	return (
		<div className="availability find-hotels">
			<h1 id="find-hotels-heading">
				{results ? t('availability.findHotels.heading', { destination: results.destination }) : t('availability.findHotels.searchHeading')}
			</h1>
			{unavailable ? (
				<p className="error-summary error-sev1" role="alert">
					{t('availability.errors.unavailable')}
				</p>
			) : null}
			<FindHotelsForm key={search} action={action} values={values} errors={errors} />
			{results ? <FindHotelsResults action={action} {...results} /> : null}
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
