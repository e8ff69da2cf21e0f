import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { useRateRulesTranslation } from '#app/ui/messages/rate-rules.ts'
import { queryOf, RateDetailsQuerySchema } from '#app/models/rate-details.ts'
import { loadRateDetails, ratePlanRoomPools } from '#app/services/details-pages.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErsPoolTable } from '#app/ui/ers-pool-table.tsx'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The ERS rate rules (spec 001 §2, /reservation/ersViewRateRules.mi): one rate plan's rule
// descriptions and policy, and the room pools it is sold on with their ERS attribute
// codes (spec 001 §3), for the hotel's default stay.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const query = RateDetailsQuerySchema.safeParse(queryOf(new URL(request.url)))
	invariantResponse(query.success, 'A hotel and a rate plan code are needed', { status: 400 })
	const { propertyCode, ratePlanCode } = query.data
	const [found, pools] = await orUnavailable(() =>
		Promise.all([
			loadRateDetails(propertyCode, ratePlanCode, visitor.upstream, visitor.locale),
			ratePlanRoomPools(propertyCode, ratePlanCode, visitor.upstream),
		]),
	)
	invariantResponse(found, 'Rate not found', { status: 404 })
	return json({ ...found, pools })
}

export default function ErsRateRulesPage() {
	const { t } = useRatesTranslation()
	useRateRulesTranslation()
	const { hotel, rate, pools } = useLoaderData<typeof loader>()
	return (
		<article className="details-page ers-page" aria-labelledby="ers-rules-title">
			<h1 id="ers-rules-title">{t('ersPages.rateRulesTitle', { rate: rate.name, code: rate.code })}</h1>
			<p className="rate-details__hotel">{t('rateDetails.atHotel', { hotel: hotel.name })}</p>
			<section className="rate-details__section" aria-labelledby="ers-rules-heading">
				<h2 id="ers-rules-heading">{t('rateDetails.rulesHeading')}</h2>
				{rate.rules.length > 0 ? (
					<ol className="rate-details__rules">
						{rate.rules.map((rule, index) => (
							<li key={index}>{rule}</li>
						))}
					</ol>
				) : (
					<p>{t('rateDetails.noRules')}</p>
				)}
				<h3>{t('rateDetails.cancellationHeading')}</h3>
				<p>{rate.cancellationPolicy || t('rateDetails.noCancellationPolicy')}</p>
			</section>
			<section className="rate-details__section" aria-labelledby="ers-pools-heading">
				<h2 id="ers-pools-heading">{t('ersPages.poolsHeading')}</h2>
				{pools.length > 0 ? <ErsPoolTable pools={pools} /> : <p>{t('ersPages.noRooms')}</p>}
			</section>
			<p>
				<Link to={hotel.hotelPage}>{t('rateDetails.backToHotel', { hotel: hotel.name })}</Link>
			</p>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data ? `${data.rate.name} | ${data.hotel.name}` : undefined, matches)

export { DetailsErrorBoundary as ErrorBoundary } from '#app/ui/details-error-boundary.tsx'
