import { Link } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'

/** One day of the grid, every text already in the page's language. */
export type CalendarCell =
	| { kind: 'empty' }
	| {
			kind: 'day'
			date: string
			/** The day of the month as the locale writes it. */
			day: string
			/** The whole date, for screen readers ("Wednesday, April 15, 2026"). */
			label: string
			state: 'available' | 'sold-out' | 'not-offered'
			/** The lowest nightly rate, formatted; null when the platform gave none. */
			price: string | null
			/** The rate list for a stay from this day; only on an available day. */
			href: string | null
	  }

type Props = {
	/** "April 2026" */
	caption: string
	weekdays: Array<{ short: string; long: string }>
	weeks: CalendarCell[][]
	previousHref: string | null
	nextHref: string | null
}

/** A month of a hotel's availability as a table: a row a week, each available day a link to its rates. */
export function AvailabilityCalendar({ caption, weekdays, weeks, previousHref, nextHref }: Props) {
	const { t } = useAvailabilityTranslation()
	return (
		<div className="availability-calendar">
			<nav className="availability-calendar-nav" aria-label={t('availability.calendar.monthNav')}>
				{previousHref ? (
					<Link to={previousHref} rel="prev">
						{t('availability.calendar.previous')}
					</Link>
				) : null}
				{nextHref ? (
					<Link to={nextHref} rel="next">
						{t('availability.calendar.next')}
					</Link>
				) : null}
			</nav>
			<table>
				<caption>{caption}</caption>
				<thead>
					<tr>
						{weekdays.map((weekday) => (
							<th key={weekday.long} scope="col">
								<abbr title={weekday.long}>{weekday.short}</abbr>
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{weeks.map((week, index) => (
						<tr key={index}>{week.map((cell, column) => (cell.kind === 'empty' ? <td key={column} /> : <DayCell key={cell.date} cell={cell} />))}</tr>
					))}
				</tbody>
			</table>
		</div>
	)
}

function DayCell({ cell }: { cell: Extract<CalendarCell, { kind: 'day' }> }) {
	const { t } = useAvailabilityTranslation()
	if (cell.href) {
		// The link is named by its own text (the whole date read out, the day shown): a name of
		// its own that reorders the visible words fails WCAG 2.5.3, label in name (issue 32).
		return (
			<td className="calendar-day calendar-day--available">
				<Link to={cell.href}>
					<span className="calendar-day-number">
						<span className="visually-hidden">{`${cell.label}, `}</span>
						<span aria-hidden="true">{cell.day}</span>
					</span>
					<span className="calendar-day-price">
						{cell.price ? t('availability.calendar.available', { price: cell.price }) : t('availability.calendar.availableNoPrice')}
					</span>
				</Link>
			</td>
		)
	}
	const status = cell.state === 'sold-out' ? t('availability.calendar.soldOut') : t('availability.calendar.notOffered')
	return (
		<td className={`calendar-day calendar-day--${cell.state}`}>
			<span className="calendar-day-number">
				<span className="visually-hidden">{cell.label}</span>
				<span aria-hidden="true">{cell.day}</span>
			</span>
			<span className="calendar-day-price">{status}</span>
		</td>
	)
}
