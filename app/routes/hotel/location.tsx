import type { MetaFunction } from '@remix-run/node'
import { useRouteLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { baiduMapUrl } from '#app/models/coordinates.ts'
import { mapsSearchUrl } from '#app/models/hotel-header.ts'
import type { HotelLayoutLoader } from './hotel-layout.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The hotel's location page (spec 000 §2): the address, the coordinates with their
// system (§9: GCJ02 for CNY hotels) and a link to a maps service; a GCJ02 hotel also gets
// Baidu's map, which reads BD09 (§3). The header's address
// link lands here, with a map query for most brands.
const HOTEL_LAYOUT_ID = 'routes/hotel/hotel-layout'

export default function HotelLocationPage() {
	const { t } = useTranslation()
	const hotel = useRouteLoaderData<HotelLayoutLoader>(HOTEL_LAYOUT_ID)?.hotel
	if (!hotel) return null
	return (
		<section className="hotel-section" aria-labelledby="hotel-location-heading">
			<h2 id="hotel-location-heading">{t('hotel.location.heading')}</h2>
			<dl className="hotel-location">
				<dt>{t('hotel.location.address')}</dt>
				<dd>
					<address>
						{[...hotel.addressLines, hotel.cityLine, hotel.country].map((line) => (
							<span className="hotel-location__line" key={line}>
								{line}
							</span>
						))}
					</address>
				</dd>
				<dt>{t('hotel.location.coordinates')}</dt>
				<dd>{t('hotel.location.coordinatesValue', { latitude: hotel.latitude, longitude: hotel.longitude, system: hotel.coordinateSystem })}</dd>
			</dl>
			<p>
				<a href={mapsSearchUrl(hotel.latitude, hotel.longitude)} rel="noopener noreferrer">
					{t('hotel.location.map')}
				</a>
			</p>
			{hotel.coordinateSystem === 'GCJ02' ? (
				<p>
					<a href={baiduMapUrl(hotel, 'GCJ02', hotel.name)} rel="noopener noreferrer">
						{t('hotel.location.baiduMap')}
					</a>
				</p>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<null, { [HOTEL_LAYOUT_ID]: HotelLayoutLoader }> = ({ matches }) => {
	const layout = matches.find((match) => match.id === HOTEL_LAYOUT_ID)?.data
	return indexablePageMeta(layout?.titles.location, matches, layout?.hotel.name)
}

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
