import type { HotelAlertsData } from '#app/models/page-components.ts'

/**
 * A hotel's alerts (spec 001 §2 hotel alerts), most severe first, each with its severity
 * in words as well as colour. Read with the page, so no live region: nothing changes
 * after it loads, and there is nothing to dismiss without JavaScript.
 */
export function HotelAlerts({ alerts }: { alerts: HotelAlertsData }) {
	if (alerts.items.length === 0) return null
	return (
		<section className="hotel-alerts" aria-label={alerts.label}>
			<ul className="hotel-alerts__list">
				{alerts.items.map((alert) => (
					<li key={alert.id} className={`hotel-alert hotel-alert--${alert.severity}`} data-severity={alert.severity}>
						<p className="hotel-alert__title">
							<span className="hotel-alert__severity">{alert.severityLabel}: </span>
							<strong>{alert.title}</strong>
						</p>
						<p className="hotel-alert__message">{alert.message}</p>
					</li>
				))}
			</ul>
		</section>
	)
}
