import { Link } from '@remix-run/react'

// A static document of the hotel overview's HTML size (about 45 KB, 400 list items with
// a link each; bench/results.json has both sizes) and no loader: what Remix and React
// cost for such a page, with nothing of the app's own.
const ITEMS = Array.from({ length: 400 }, (_, index) => ({
	href: `/hotels/h${index}`,
	name: `Meridian hotel ${index}`,
	note: `Rooms, spa (${index})`,
}))

export const meta = () => [{ title: 'Anchor: a static page' }]

export default function Index() {
	return (
		<main>
			<h1>Our hotels</h1>
			<ul>
				{ITEMS.map(({ href, name, note }) => (
					<li key={href}>
						<Link to={href} prefetch="none">
							{name}
						</Link>{' '}
						<span>{note}</span>
					</li>
				))}
			</ul>
		</main>
	)
}
