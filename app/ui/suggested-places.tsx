import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

type Props = { places: ReadonlyArray<{ description: string; href: string }> }

/** "Did you mean": the places a destination may stand for, each a search of its own. */
export function SuggestedPlaces({ places }: Props) {
	const { t } = useTranslation()
	return (
		<nav className="suggested-places" aria-labelledby="suggested-places-heading">
			<h2 id="suggested-places-heading">{t('search.suggestedPlaces')}</h2>
			<ul>
				{places.map((place) => (
					<li key={place.href}>
						<Link to={place.href}>{place.description}</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}
