import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DESTINATION_PARAM } from '#app/models/destination-search.ts'
import { destinationSearchSchema } from '#app/models/destination-search-schema.ts'
import { hotelPagePath } from '#app/models/brand-links.ts'
import { hotelResultOf } from '#app/models/hotel-result.ts'
import { getEnv } from '#app/services/env.server.ts'
import { localizePath } from '#app/models/locale.ts'
import { parseSubmission } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { recentlyViewedShown } from '#app/models/recently-viewed.ts'
import { readRecentlyViewed } from '#app/http/recently-viewed-cookie.server.ts'
import type { UpstreamContext } from '#app/services/upstream/context.server.ts'
import { suggestionsFor } from '#app/models/suggested-places.ts'
import { logUnlessUpstream } from '#app/services/unexpected-error.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { DestinationSearchForm } from '#app/ui/destination-search-form.tsx'
import { HotelResultList } from '#app/ui/hotel-result-list.tsx'
import { SuggestedPlaces } from '#app/ui/suggested-places.tsx'
import { PageMiniBanners } from '#app/ui/mini-banners.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'
import { hotelsAt, placeSuggestions } from '#app/services/hotel-search.server.ts'

// The home page: the hotel search by destination (issue "Hotel header…": a new visitor
// can reach every hotel). The search is a GET, so `/?destination=new+york` is a page of
// its own that works without JavaScript and can be shared. A blank or too long
// destination answers 400 and a platform that does not answer 503, both with the
// destination kept in the field.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const t = translatorFor(visitor.locale)
	const params = new URL(request.url).searchParams
	const recentlyViewed = recentlyViewedShown(await readRecentlyViewed(request, new Date())).map((hotel) => ({
		code: hotel.marshaCode,
		name: hotel.name,
		city: hotel.city,
		country: hotel.country,
		href: localizePath(hotelPagePath(hotel.seoNickname), visitor.locale),
	}))
	const page = { title: `${t('home.title')} | ${t('site.name')}`, action: localizePath('/', visitor.locale), recentlyViewed }
	if (!params.has(DESTINATION_PARAM)) return json({ ...page, destination: '', result: null, search: null })

	const destination = params.get(DESTINATION_PARAM) ?? ''
	const submission = parseSubmission(params, destinationSearchSchema)
	if (submission.status !== 'success') return json({ ...page, destination, result: submission.reply(), search: null }, { status: 400 })
	try {
		const [found, places] = await Promise.all([
			hotelsAt(submission.value.destination, visitor.upstream),
			suggestedPlacesOf(submission.value.destination, visitor.upstream),
		])
		const suggestions = suggestionsFor(submission.value.destination, places).map((place) => ({
			description: place.description,
			href: `${page.action}?${new URLSearchParams({ [DESTINATION_PARAM]: place.name })}`,
		}))
		const hotels = found.map((hotel) => hotelResultOf(hotel, visitor.locale, getEnv().IMAGE_CACHE_DOMAIN))
		const title = `${t('search.resultsHeading', { destination: submission.value.destination })} | ${t('site.name')}`
		return json({ ...page, title, destination, result: null, search: { destination: submission.value.destination, hotels, suggestions } })
	} catch (error) {
		// The upstream client has logged a platform failure; the visitor keeps what they typed.
		logUnlessUpstream('destination search', error)
		return json({ ...page, destination, result: submission.reply({ formErrors: ['unavailable'] }), search: null }, { status: 503 })
	}
}

/** Places for "did you mean"; none when the platform cannot say (the search still answers). */
async function suggestedPlacesOf(destination: string, ctx: UpstreamContext) {
	try {
		return await placeSuggestions(destination, ctx)
	} catch (error) {
		logUnlessUpstream('suggested places', error)
		return []
	}
}

export default function HomePage() {
	const { t } = useTranslation()
	const { action, destination, result, search, recentlyViewed } = useLoaderData<typeof loader>()
	// A new search is a new location: the form starts from that location's destination.
	const { search: query } = useLocation()
	return (
		<section className="home" aria-labelledby="home-heading">
			<h1 id="home-heading">{t('home.heading')}</h1>
			<p>{t('home.intro')}</p>
			<DestinationSearchForm key={query} action={action} destination={destination} lastResult={result} />
			{search?.suggestions.length ? <SuggestedPlaces places={search.suggestions} /> : null}
			{search ? <HotelResultList destination={search.destination} hotels={search.hotels} /> : null}
			{recentlyViewed.length ? (
				<section className="recently-viewed" aria-labelledby="recently-viewed-heading">
					<h2 id="recently-viewed-heading">{t('search.recentlyViewed')}</h2>
					<ul className="recently-viewed-list">
						{recentlyViewed.map((hotel) => (
							<li key={hotel.code}>
								<Link to={hotel.href}>{hotel.name}</Link>, {[hotel.city, hotel.country].filter(Boolean).join(', ')}
							</li>
						))}
					</ul>
				</section>
			) : null}
			<PageMiniBanners />
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
