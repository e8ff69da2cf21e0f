import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { useRateRulesTranslation } from '#app/ui/messages/rate-rules.ts'
import { localizePath } from '#app/models/locale.ts'
import { PropertyCodeSchema } from '#app/models/property-code.ts'
import { parseStayQuery, queryOf, rateDetailsPath, roomPools, type RoomPool } from '#app/models/rate-details.ts'
import { ROOM_POOL_LIMITS } from '#app/models/room-pool-limits.ts'
import { hotelSummary } from '#app/services/details-pages.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErsPoolTable } from '#app/ui/ers-pool-table.tsx'
import { RateDetailsLink } from '#app/ui/rate-details-link.tsx'
import { TextField } from '#app/ui/form-fields.tsx'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { nullIfNotFound, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { roomPool } from '#app/services/hotel-search.server.ts'

// The ERS room pool (spec 001 §2, /reservation/ersViewRoomPool.mi): the hotel's rooms for
// a stay from the ERS product search, each pool with its ERS attribute codes (spec 001
// §3 "category.code") and the rates it is sold at. Bad dates answer 400 with the form.
type PoolView = Omit<RoomPool, 'rates'> & { rates: Array<{ code: string; name: string; href: string }> }

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const query = queryOf(new URL(request.url))
	const code = PropertyCodeSchema.safeParse(query.propertyCode ?? '')
	invariantResponse(code.success, 'A hotel code is needed', { status: 400 })
	const found = await orUnavailable(() => hotelSummary(code.data, visitor.upstream, locale))
	invariantResponse(found, 'Hotel not found', { status: 404 })
	const hotel = found.summary
	const values = { fromDate: query.fromDate ?? '', toDate: query.toDate ?? '', numberOfAdults: query.numberOfAdults ?? '1' }

	const stay = parseStayQuery(query, locale, new Date())
	if (!stay.ok) return json({ hotel, values, errors: stay.errors, pools: null as PoolView[] | null, refused: false, unavailable: false }, { status: 400 })
	const { checkInDate, checkOutDate, adults } = stay.stay
	let result
	try {
		result = await nullIfNotFound(() => roomPool({ propertyId: hotel.code, checkInDate, checkOutDate, rooms: [{ adults, children: 0 }] }, visitor.upstream))
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		// The platform failed (logged by the client): the form keeps the stay to try again.
		return json({ hotel, values, errors: [] as string[], pools: null as PoolView[] | null, refused: false, unavailable: true }, { status: 503 })
	}
	invariantResponse(result, 'Hotel not found', { status: 404 })
	const refused = result.status.some((status) => status.code !== 'SUCCESS')
	const pools: PoolView[] = roomPools(result.products).map((pool) => ({
		...pool,
		rates: pool.rates.map((rate) => ({ ...rate, href: localizePath(rateDetailsPath(hotel.code, rate.code), locale) })),
	}))
	return json({ hotel, values, errors: [] as string[], pools: refused ? ([] as PoolView[]) : pools, refused, unavailable: false })
}

export default function ErsRoomPoolPage() {
	const { t } = useRatesTranslation()
	useRateRulesTranslation()
	const { hotel, values, errors, pools, refused, unavailable } = useLoaderData<typeof loader>()
	const field = (name: keyof typeof values, type: 'text' | 'number') => (
		<TextField
			field={{ id: `ers-${name}`, name, errorId: `ers-${name}-error`, initialValue: values[name], limits: ROOM_POOL_LIMITS[name] }}
			label={t(`ersPages.fields.${name}`)}
			type={type}
			error={errors.includes(name) ? t(`ersPages.errors.${name}`) : undefined}
		/>
	)
	return (
		<article className="details-page ers-page" aria-labelledby="ers-pool-title">
			<h1 id="ers-pool-title">{t('ersPages.roomPoolTitle', { hotel: hotel.name })}</h1>
			<Form method="get" className="ers-form">
				<input type="hidden" name="propertyCode" value={hotel.code} />
				{field('fromDate', 'text')}
				{field('toDate', 'text')}
				{field('numberOfAdults', 'number')}
				<button type="submit">{t('ersPages.show')}</button>
			</Form>
			{unavailable ? (
				<p role="alert">{t('ersPages.unavailable')}</p>
			) : pools === null ? null : pools.length === 0 ? (
				<p role="status">{t(refused ? 'ersPages.refused' : 'ersPages.noRooms')}</p>
			) : (
				<ErsPoolTable
					pools={pools}
					caption={t('ersPages.roomPoolCaption')}
					rates={(pool) => (
						<ul className="ers-codes">
							{pool.rates.map((rate) => (
								<li key={rate.code}>
									<RateDetailsLink href={rate.href}>{rate.name}</RateDetailsLink> <span className="ers-code">({rate.code})</span>
								</li>
							))}
						</ul>
					)}
				/>
			)}
			<p>
				<Link to={hotel.hotelPage}>{t('rateDetails.backToHotel', { hotel: hotel.name })}</Link>
			</p>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data ? data.hotel.name : undefined, matches)

export { DetailsErrorBoundary as ErrorBoundary } from '#app/ui/details-error-boundary.tsx'
