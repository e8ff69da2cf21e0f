import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { localizePath } from '#app/models/locale.ts'
import { formatMoney } from '#app/models/money.ts'
import { QuickViewQuerySchema, queryOf, rateListPath, roomDetailsPath } from '#app/models/rate-details.ts'
import { currencyChoiceHeaders, rememberedCurrencies } from '#app/http/currency-cookie.server.ts'
import { loadDisplayCurrency } from '#app/services/currency.server.ts'
import { downsizedImageOf, hotelSummary, reviewSummary, sampleRoomTypes } from '#app/services/details-pages.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { CurrencySelector } from '#app/ui/currency-selector.tsx'
import { RoomDetailsLink } from '#app/ui/room-details-link.tsx'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The hotel quick view (spec 001 §2, /search/hotelQuickView.mi): a hotel at a glance from
// search results, with a few of its rooms, prices in the visitor's chosen currency, and
// the way on to its rate list and its own page.
// The quick view shows the hotel's image at 640 px, smaller than it is kept: downsized (quality 70).
const QUICK_VIEW_IMAGE_WIDTH = 640

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const query = QuickViewQuerySchema.safeParse(queryOf(new URL(request.url)))
	invariantResponse(query.success, 'A hotel code is needed', { status: 400 })
	const code = query.data.propertyCode
	const [found, rooms] = await orUnavailable(() => Promise.all([hotelSummary(code, visitor.upstream, locale), sampleRoomTypes(code, visitor.upstream)]))
	invariantResponse(found, 'Hotel not found', { status: 404 })
	const { summary, property } = found
	const address = property.contactInformation.address
	const display = await loadDisplayCurrency(request, context, summary.currency, await rememberedCurrencies(request))
	const hotel = {
		...summary,
		address: [address.line1, address.line2, address.line3, address.city, address.stateProvince?.description, address.postalCode, address.country.description]
			.filter(Boolean)
			.join(', '),
		image: downsizedImageOf(property.media.primaryImage?.wideHorizontal, QUICK_VIEW_IMAGE_WIDTH),
		reviews: reviewSummary(property, locale),
		rateList: localizePath(rateListPath(summary.code), locale),
	}
	const roomList = rooms.map((room) => {
		const from = room.lowestNightlyRate ? display.convert(room.lowestNightlyRate) : null
		return {
			code: room.code,
			name: room.name,
			details: localizePath(roomDetailsPath(summary.code, room.code), locale),
			from: from ? formatMoney(from, from.currency, locale) : null,
		}
	})
	const currency = { value: display.currency, currencies: display.currencies, hotelCurrency: display.hotelCurrency, invalid: display.invalid }
	return json({ hotel, rooms: roomList, currency }, { status: display.invalid ? 400 : 200, headers: await currencyChoiceHeaders(display.remember) })
}

export default function HotelQuickViewPage() {
	const { t } = useRatesTranslation()
	const { hotel, rooms, currency } = useLoaderData<typeof loader>()
	return (
		<article className="details-page quick-view" aria-labelledby="quick-view-title">
			<h1 id="quick-view-title">{hotel.name}</h1>
			<p className="quick-view__address">{hotel.address}</p>
			{hotel.reviews ? (
				<p className="quick-view__reviews">
					{t('hotel.stars', { stars: hotel.reviews.stars })} · {t('hotel.reviewsLink', { total: hotel.reviews.count })}
				</p>
			) : null}
			{hotel.image ? <img className="quick-view__image" src={hotel.image} alt={hotel.name} width={QUICK_VIEW_IMAGE_WIDTH} height={360} /> : null}
			<section className="rate-details__section" aria-labelledby="quick-view-rooms">
				<h2 id="quick-view-rooms">{t('quickView.roomsHeading')}</h2>
				<CurrencySelector
					currencies={currency.currencies}
					value={currency.value}
					hotelCurrency={currency.hotelCurrency}
					invalid={currency.invalid}
					hidden={[['propertyCode', hotel.code]]}
				/>
				{rooms.length > 0 ? (
					<ul className="quick-view__rooms">
						{rooms.map((room) => (
							<li key={room.code}>
								<RoomDetailsLink href={room.details}>{room.name}</RoomDetailsLink>
								{room.from ? <span className="quick-view__price">{t('quickView.fromPrice', { price: room.from })}</span> : null}
							</li>
						))}
					</ul>
				) : (
					<p>{t('quickView.noRooms')}</p>
				)}
			</section>
			<p className="quick-view__actions">
				<Link to={hotel.rateList} className="button">
					{t('quickView.viewRates')}
				</Link>{' '}
				<Link to={hotel.hotelPage}>{t('quickView.hotelPage')}</Link>
			</p>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data ? data.hotel.name : undefined, matches)

export { DetailsErrorBoundary as ErrorBoundary } from '#app/ui/details-error-boundary.tsx'
