import { json, type LoaderFunctionArgs, type MetaFunction, type SerializeFrom } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { queryOf, RoomDetailsQuerySchema } from '#app/models/rate-details.ts'
import { loadRoomDetails } from '#app/services/details-pages.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { RoomDetailsContent } from '#app/ui/room-details-content.tsx'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'

// Room details (spec 001 §2 "room details modal"): a page without JavaScript; the
// rate list's link (app/ui/room-details-link.tsx) shows the same in the modal with it.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const query = RoomDetailsQuerySchema.safeParse(queryOf(new URL(request.url)))
	invariantResponse(query.success, 'A hotel and a room code are needed', { status: 400 })
	const found = await orUnavailable(() => loadRoomDetails(query.data.propertyCode, query.data.roomCode, visitor.upstream, visitor.locale))
	invariantResponse(found, 'Room not found', { status: 404 })
	return json(found)
}

export type RoomDetailsLoaderData = SerializeFrom<typeof loader>

export default function RoomDetailsPage() {
	const { t } = useRatesTranslation()
	const { hotel, room } = useLoaderData<typeof loader>()
	return (
		<article className="details-page" aria-labelledby="room-details-title">
			<h1 id="room-details-title">{room.name}</h1>
			<RoomDetailsContent room={room} hotelName={hotel.name} />
			<p>
				<Link to={hotel.hotelPage}>{t('rateDetails.backToHotel', { hotel: hotel.name })}</Link>
			</p>
		</article>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data ? `${data.room.name} | ${data.hotel.name}` : undefined, matches)

export { DetailsErrorBoundary as ErrorBoundary } from '#app/ui/details-error-boundary.tsx'
