import { Form, Link } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import { SORT_PARAM_NAMES, type SortParam } from '#app/models/find-hotels.ts'
import { InlineSelectField } from '#app/ui/form-fields.tsx'

/** A hotel as the result list shows it, every text already in the page's language. */
export type FindHotelsResult = {
	id: string
	name: string
	/** The hotel's rate list for the searched stay. */
	ratesHref: string
	city: string
	country: string
	stars: string
	distance: string
	/** The lowest nightly rate, formatted; null when sold out. */
	lowestRate: string | null
}

type Props = {
	action: string
	destination: string
	totalCount: number
	hotels: FindHotelsResult[]
	sortType: SortParam
	/** The search's other values, carried by the sort form. */
	hidden: Array<[string, string]>
	pagination: { page: number; pageCount: number; previousHref: string | null; nextHref: string | null; pages: Array<{ page: number; href: string }> }
}

/** Hotels near a destination with their lowest rate, a sort form and page links (the page holds the heading). */
export function FindHotelsResults({ action, destination, totalCount, hotels, sortType, hidden, pagination }: Props) {
	const { t } = useAvailabilityTranslation()
	return (
		<section className="find-hotels-results" aria-labelledby="find-hotels-heading">
			<p role="status">{t('availability.findHotels.resultCount', { count: totalCount })}</p>
			<Form method="get" action={action} className="find-hotels-sort">
				{hidden.map(([name, value]) => (
					<input key={name} type="hidden" name={name} value={value} />
				))}
				<InlineSelectField
					key={sortType}
					field={{ id: 'find-hotels-sort', name: 'sortType', errorId: 'find-hotels-sort-error', initialValue: sortType }}
					label={t('availability.findHotels.sortLabel')}
					options={SORT_PARAM_NAMES.map((sort) => ({ value: sort, label: t(`availability.findHotels.sort.${sort}`) }))}
				>
					<button type="submit">{t('availability.findHotels.sortSubmit')}</button>
				</InlineSelectField>
			</Form>
			{hotels.length === 0 ? (
				<div className="find-hotels-empty">
					<p>{t('availability.findHotels.noResults', { destination })}</p>
					<p>{t('availability.findHotels.noResultsHint')}</p>
				</div>
			) : (
				<ol className="find-hotels-list">
					{hotels.map((hotel) => (
						<li key={hotel.id} className="find-hotels-item">
							<h2 className="find-hotels-name">
								<Link to={hotel.ratesHref}>{hotel.name}</Link>
							</h2>
							<p>{t('availability.findHotels.location', { city: hotel.city, country: hotel.country })}</p>
							<p>
								<span>{t('availability.findHotels.stars', { stars: hotel.stars })}</span>
								{' · '}
								<span>{t('availability.findHotels.distance', { distance: hotel.distance })}</span>
							</p>
							{hotel.lowestRate ? (
								<p className="find-hotels-rate">{t('availability.findHotels.lowestRate', { price: hotel.lowestRate })}</p>
							) : (
								<p className="find-hotels-rate find-hotels-rate--sold-out">{t('availability.findHotels.soldOut')}</p>
							)}
						</li>
					))}
				</ol>
			)}
			{pagination.pageCount > 1 ? (
				<nav className="find-hotels-pages" aria-label={t('availability.findHotels.pagination')}>
					<p>{t('availability.findHotels.pageOf', { page: pagination.page, pageCount: pagination.pageCount })}</p>
					<ul>
						{pagination.previousHref ? (
							<li>
								<Link to={pagination.previousHref} rel="prev">
									{t('availability.findHotels.previous')}
								</Link>
							</li>
						) : null}
						{pagination.pages.map(({ page, href }) => (
							<li key={page}>
								<Link to={href} aria-current={page === pagination.page ? 'page' : undefined} aria-label={t('availability.findHotels.page', { page })}>
									{page}
								</Link>
							</li>
						))}
						{pagination.nextHref ? (
							<li>
								<Link to={pagination.nextHref} rel="next">
									{t('availability.findHotels.next')}
								</Link>
							</li>
						) : null}
					</ul>
				</nav>
			) : null}
		</section>
	)
}
