import { Form, Link } from '@remix-run/react'
import { useAccountTranslation } from '../messages/account.ts'
import { Done } from './profile-form-state.tsx'

/** The hotels the member saved, each to take off the list (spec 000 §2 saved properties). */
export function SavedHotels({
	action,
	hotels,
	done,
}: {
	action: string
	hotels: Array<{ id: string; name: string; href: string | null }>
	done: string | null
}) {
	const { t } = useAccountTranslation()
	return (
		<section aria-labelledby="saved-heading">
			<h2 id="saved-heading">{t('account.profile.savedHeading')}</h2>
			<Done message={done} />
			{hotels.length ? (
				<ul className="saved-hotels">
					{hotels.map((hotel) => (
						<li key={hotel.id}>
							{hotel.href ? <Link to={hotel.href}>{hotel.name}</Link> : hotel.name}
							<Form method="post" action={action}>
								<input type="hidden" name="intent" value="unsaveHotel" />
								<input type="hidden" name="propertyId" value={hotel.id} />
								<button type="submit" className="link-button" aria-label={t('account.profile.unsaveLabel', { name: hotel.name })}>
									{t('account.profile.unsave')}
								</button>
							</Form>
						</li>
					))}
				</ul>
			) : (
				<p>{t('account.profile.noSavedHotels')}</p>
			)}
		</section>
	)
}
