import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import type { RoomDetailsView } from '#app/models/rate-details.ts'

type Props = { room: RoomDetailsView; hotelName: string; headingLevel?: 2 | 3 }

/** A room's description, beds, occupancy, features by category and pictures: page and modal alike. */
export function RoomDetailsContent({ room, hotelName, headingLevel = 2 }: Props) {
	const { t } = useRatesTranslation()
	const Heading = `h${headingLevel}` as const
	return (
		<div className="room-details">
			<p className="rate-details__hotel">{t('rateDetails.atHotel', { hotel: hotelName })}</p>
			{room.description ? <p>{room.description}</p> : null}
			<dl className="room-details__facts">
				<dt>{t('roomDetails.bedType')}</dt>
				<dd>{room.bedType}</dd>
				<dt>{t('roomDetails.occupancy')}</dt>
				<dd>{t('roomDetails.maxGuests', { count: room.maxOccupancy })}</dd>
			</dl>
			{room.featureGroups.length > 0 ? (
				<section className="rate-details__section">
					<Heading>{t('roomDetails.featuresHeading')}</Heading>
					{room.featureGroups.map((group) => (
						<div key={group.category} className="room-details__group">
							<p className="room-details__category">{t(`roomDetails.categories.${group.category}`, { defaultValue: group.category })}</p>
							<ul>
								{group.features.map((feature) => (
									<li key={feature.code}>{feature.description}</li>
								))}
							</ul>
						</div>
					))}
				</section>
			) : null}
			{room.images.length > 0 ? (
				<section className="rate-details__section">
					<Heading>{t('roomDetails.photosHeading')}</Heading>
					<ul className="room-details__images">
						{room.images.map((image) => (
							<li key={image.url}>
								<img src={image.url} alt={image.caption} loading="lazy" width={320} height={213} />
							</li>
						))}
					</ul>
				</section>
			) : null}
		</div>
	)
}
