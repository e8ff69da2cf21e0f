import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { hotelHeaderView } from '#app/services/hotel-header.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { HotelDetails } from '#app/ui/hotel-header.tsx'
import { hotelPropertyOf } from '#app/routes/hotel/hotel-property.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// The hotel-details page (spec 000 §2): what the header's details overlay shows, as a
// page of its own, so the details link works without JavaScript. Outside the hotel
// layout (`$seoNickname_`): the compact header here is the page's header.
export async function loader({ request, context, params }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const property = await hotelPropertyOf(request, visitor, params.seoNickname ?? '')
	const hotel = await hotelHeaderView(request, visitor, property, await acknowledgedBrands(request), 'compact')
	const t = translatorFor(visitor.locale)
	const title = t('hotel.pageTitle', { name: `${t('hotelHeader.detailsTitle')}: ${hotel.name}`, site: t('site.name') })
	return json({ hotel, title })
}

export default function HotelDetailsPage() {
	const { hotel } = useLoaderData<typeof loader>()
	return (
		<article className="hotel-page hotel-page--details">
			<HotelDetails hotel={hotel} heading />
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
