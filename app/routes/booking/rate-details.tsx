import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { nightlyRequestOf } from '#app/models/nightly-breakdown.ts'
import { queryOf, RateDetailsQuerySchema } from '#app/models/rate-details.ts'
import { loadRateDetails } from '#app/services/details-pages.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { NightlyBreakdown } from '#app/ui/nightly-breakdown.tsx'
import { RateDetailsContent } from '#app/ui/rate-details-content.tsx'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Rate details (spec 001 §2 "rate details modal"): a page of its own without
// JavaScript; the rate list's link (app/ui/rate-details-link.tsx) loads this loader's
// data into the modal with it.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const query = RateDetailsQuerySchema.safeParse(queryOf(new URL(request.url)))
	invariantResponse(query.success, 'A hotel and a rate plan code are needed', { status: 400 })
	// A room and a stay in the address (the rate card's link) add the rate night by night; without them, or unusable, the page is as before.
	const stay = nightlyRequestOf(queryOf(new URL(request.url)), visitor.locale, new Date())
	const found = await orUnavailable(() => loadRateDetails(query.data.propertyCode, query.data.ratePlanCode, visitor.upstream, visitor.locale, stay))
	invariantResponse(found, 'Rate not found', { status: 404 })
	return json(found)
}

export type RateDetailsLoaderData = SerializeFrom<typeof loader>

export default function RateDetailsPage() {
	const { t } = useRatesTranslation()
	const { hotel, rate, descriptionTranslated, nights } = useLoaderData<typeof loader>()
	return (
		<article className="details-page" aria-labelledby="rate-details-title">
			<h1 id="rate-details-title">{rate.name}</h1>
			<RateDetailsContent rate={rate} hotelName={hotel.name} />
			{descriptionTranslated ? <p className="rate-details__note">{t('rateDetails.descriptionTranslated')}</p> : null}
			{nights?.length ? <NightlyBreakdown nights={nights} /> : null}
			<p>
				<Link to={hotel.hotelPage}>{t('rateDetails.backToHotel', { hotel: hotel.name })}</Link>
			</p>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data ? `${data.rate.name} | ${data.hotel.name}` : undefined, matches)

export { DetailsErrorBoundary as ErrorBoundary } from '#app/ui/details-error-boundary.tsx'
