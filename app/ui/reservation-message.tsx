import { Link } from '@remix-run/react'

type Action = { to: string; label: string }

/**
 * A reservation page that explains why the booking cannot go on (spec 001 §2: no rooms,
 * a refused sale, an expired session): a title, a sentence, and where to go next.
 */
export function ReservationMessage({ title, body, actions }: { title: string; body: string; actions: Action[] }) {
	return (
		<section className="reservation-message" aria-labelledby="reservation-message-title">
			<h1 id="reservation-message-title">{title}</h1>
			<p>{body}</p>
			<ul className="reservation-message__actions">
				{actions.map((action) => (
					<li key={action.to}>
						<Link to={action.to}>{action.label}</Link>
					</li>
				))}
			</ul>
		</section>
	)
}
