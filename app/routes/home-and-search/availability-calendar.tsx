import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import {
	calendarMonthHref,
	calendarWindow,
	isoDate,
	monthGrid,
	rateListHrefForDay,
	readCalendarQuery,
	shiftMonth,
	weekdayOrder,
	weekStartOf,
} from '#app/models/availability-calendar.ts'
import { hotelPagePath } from '#app/models/brand-links.ts'
import { localizePath } from '#app/models/locale.ts'
import { formatMoney } from '#app/models/money.ts'
import { propertyCodeFrom } from '#app/models/property-code.ts'
import type { CalendarDay } from '@meridian/upstream-contract/booking.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { NotFound, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { sharedPropertyBar } from '#app/services/shared-content.server.ts'
import { logUnlessUpstream } from '#app/services/unexpected-error.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { noteMigrationStatus } from '#app/services/migration-status.server.ts'
import { AvailabilityCalendar, type CalendarCell } from '#app/ui/availability-calendar.tsx'
import { orNotFound } from '#app/http/upstream-failure.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'
import { dateTimeFormat } from '#app/models/intl-formats.ts'
import { bookableDays } from '#app/services/hotel-search.server.ts'

// The availability calendar (spec 001 §2, /search/availabilityCalendar.mi): a month of a
// hotel's nights with the lowest nightly rate, each available day a link to the rate
// list for a stay of the chosen length. Flexible-date searches land here.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const t = translatorFor(locale)
	const now = new Date()
	const title = `${t('availability.calendar.title')} | ${t('site.name')}`
	const read = readCalendarQuery(new URL(request.url).searchParams, { today: now, locale })
	if (!read.ok) {
		const code = propertyCodeFrom(new URL(request.url).searchParams.get('propertyCode'))
		const retry = code ? localizePath(`/search/availabilityCalendar.mi?propertyCode=${code}`, locale) : null
		return json({ kind: 'invalid' as const, title, errors: read.errors, retry }, { status: 400 })
	}
	const { query } = read
	const property = await orNotFound(() => sharedPropertyBar(query.propertyCode, visitor.upstream))
	invariantResponse(property, 'Hotel not found', { status: 404 })
	// The bar tells the hotel's migration status: the month's read below carries it.
	await noteMigrationStatus(visitor, property)

	const window = calendarWindow(query.month, now)
	let days: CalendarDay[] = []
	let unavailable = false
	try {
		if (window.days > 0) {
			days = await bookableDays(
				{ propertyId: property.id, startDate: window.startDate, days: window.days, rooms: query.roomCount, adultsPerRoom: query.numAdultsPerRoom },
				visitor.upstream,
			)
		}
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		// The client has logged it; the month is drawn with nothing bookable and a message.
		unavailable = true
	}

	const byDate = new Map(days.map((day) => [day.date, day]))
	const dayNumber = dateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' })
	const fullDate = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' })
	const weekStartsOn = weekStartOf(locale)
	const weeks: CalendarCell[][] = monthGrid(query.month, weekStartsOn).map((week) =>
		week.map((date): CalendarCell => {
			if (!date) return { kind: 'empty' }
			const at = new Date(`${date}T00:00:00Z`)
			const day = byDate.get(date)
			const base = { kind: 'day' as const, date, day: dayNumber.format(at), label: fullDate.format(at) }
			if (!day) return { ...base, state: 'not-offered', price: null, href: null }
			const price = day.lowestNightlyRate ? formatMoney(day.lowestNightlyRate, day.lowestNightlyRate.currency, locale) : null
			if (!day.available) return { ...base, state: 'sold-out', price: null, href: null }
			return { ...base, state: 'available', price, href: localizePath(rateListHrefForDay(query, date), locale) }
		}),
	)
	const weekdayNames = (style: 'short' | 'long') => dateTimeFormat(locale, { weekday: style, timeZone: 'UTC' })
	// 1 March 2026 was a Sunday: day n of that week is weekday n.
	const weekdays = weekdayOrder(weekStartsOn).map((weekday) => {
		const at = new Date(Date.UTC(2026, 2, 1 + weekday))
		return { short: weekdayNames('short').format(at), long: weekdayNames('long').format(at) }
	})
	const monthHref = (by: number) => {
		const href = calendarMonthHref(query, shiftMonth(query.month, by), now)
		return href ? localizePath(href, locale) : null
	}
	const name = property.basicInformation.name
	return json(
		{
			kind: 'calendar' as const,
			title: `${t('availability.calendar.heading', { hotel: name })} | ${t('site.name')}`,
			hotel: { name, href: localizePath(hotelPagePath(property.seoNickname), locale) },
			nights: query.nights,
			caption: dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate(query.month, 1)}T00:00:00Z`)),
			weekdays,
			weeks,
			previousHref: monthHref(-1),
			nextHref: monthHref(1),
			unavailable,
		},
		{ status: unavailable ? 503 : 200 },
	)
}

export default function AvailabilityCalendarPage() {
	const { t } = useAvailabilityTranslation()
	const data = useLoaderData<typeof loader>()
	if (data.kind === 'invalid') {
		return (
			<section className="availability" aria-labelledby="calendar-heading">
				<h1 id="calendar-heading">{t('availability.calendar.invalidHeading')}</h1>
				<div className="error-summary error-sev1" role="alert">
					{data.errors.map((error) => (
						<p key={error}>{t(`availability.errors.${error}`)}</p>
					))}
				</div>
				{data.retry ? (
					<p>
						<Link to={data.retry}>{t('availability.calendar.thisMonth')}</Link>
					</p>
				) : null}
			</section>
		)
	}
	return (
		<section className="availability" aria-labelledby="calendar-heading">
			<h1 id="calendar-heading">{t('availability.calendar.heading', { hotel: data.hotel.name })}</h1>
			<p>{t('availability.calendar.intro', { count: data.nights })}</p>
			{data.unavailable ? (
				<p className="error-summary error-sev1" role="alert">
					{t('availability.errors.unavailable')}
				</p>
			) : null}
			<AvailabilityCalendar caption={data.caption} weekdays={data.weekdays} weeks={data.weeks} previousHref={data.previousHref} nextHref={data.nextHref} />
			<p>
				<Link to={data.hotel.href}>{t('availability.calendar.backToHotel', { hotel: data.hotel.name })}</Link>
			</p>
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
