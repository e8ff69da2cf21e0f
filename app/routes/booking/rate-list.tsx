import type { MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import type { RateListView } from '#app/services/rate-list.server.ts'
import type { RecommendedRoomView } from '#app/models/room-preference.ts'
import { HotelAlerts, HotelHeader } from '#app/ui/hotel-header.tsx'
import { RecommendedRoom } from '#app/ui/recommended-room.tsx'
import { SaveHotelControl } from '#app/ui/save-hotel-control.tsx'
import { BookingSearchForm } from '#app/ui/booking-search-form.tsx'
import { CurrencySelector } from '#app/ui/currency-selector.tsx'
import { RateCard } from '#app/ui/rate-card.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'
import { indexablePageMeta } from '#app/models/page-meta.ts'
import type { action, loader } from './rate-list.server.ts'

// The rate list menu (spec 001 §1, §2): one hotel's rooms and rates for a search that is
// all in the query string, so every tab, the taxes toggle and a shared link work without
// JavaScript; its loader and action (rate-list.server.ts) answer a bad query, a platform
// that does not answer and a selection. The modal's own styles come from the root; the
// details modals' content needs rate-details.css here.

export { action, loader } from './rate-list.server.ts'

export default function RateListPage() {
	const { t } = useRatesTranslation()
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { search: query } = useLocation()
	const result = data.kind === 'invalid' ? data.result : null
	const keep = data.kind === 'list' ? data.view.keep : {}
	return (
		<section className="rate-list" aria-labelledby="rate-list-heading">
			{data.kind === 'list' && data.cart ? <StickyBar summary={data.cart} /> : null}
			{data.kind === 'list' ? (
				<div className="rate-list__hotel">
					<HotelHeader hotel={data.header.hotel} compact />
					<SaveHotelControl hotelCode={data.header.hotel.code} hotelName={data.header.hotel.name} save={data.header.save} />
					<HotelAlerts alerts={data.alerts} />
				</div>
			) : null}
			<h1 id="rate-list-heading">{data.kind === 'list' ? `${t('rateList.heading')}: ${data.view.hotel.name}` : t('rateList.heading')}</h1>
			{actionData ? (
				<p className="rate-list__alert error-sev1" role="alert">
					{actionData.error === 'unavailable' ? t('rateList.unavailable') : t('rateList.errors.selectionInvalid')}
				</p>
			) : null}
			<BookingSearchForm key={query} action={data.path} locale={data.locale} values={data.values} keep={keep} lastResult={result} />
			{data.kind === 'unavailable' ? (
				<section className="rate-list__unavailable" role="alert" aria-labelledby="rate-list-unavailable">
					<h2 id="rate-list-unavailable">{t('rateList.unavailableHeading')}</h2>
					<p>{t('rateList.unavailable')}</p>
					<p>
						<a href={data.retry}>{t('rateList.tryAgain')}</a>
					</p>
				</section>
			) : null}
			{data.kind === 'list' ? (
				<>
					<CurrencySelector
						currencies={data.currency.currencies}
						value={data.currency.value}
						hotelCurrency={data.currency.hotelCurrency}
						invalid={data.currency.invalid}
						hidden={data.view.hidden}
						action={data.path}
					/>
					<RateListBody view={data.view} recommendedRoom={data.recommendedRoom} action={data.path} />
				</>
			) : null}
		</section>
	)
}

function RateListBody({ view, recommendedRoom, action }: { view: RateListView; recommendedRoom: RecommendedRoomView; action: string }) {
	const { t } = useRatesTranslation()
	return (
		<>
			<p className="rate-list__stay">
				{t('rateList.stay', { from: view.stay.from, to: view.stay.to, nights: t('rateList.nights', { count: view.stay.nights }) })} ·{' '}
				{t('rateList.guests', { rooms: t('rateList.rooms', { count: view.stay.rooms }), adults: t('rateList.adults', { count: view.stay.adults }) })}
			</p>
			{view.memberSignInHref ? (
				<p className="rate-list__member-hint">
					{t('rateList.memberRatesHint')} <a href={view.memberSignInHref}>{t('rateList.memberRatesSignIn')}</a>
				</p>
			) : null}
			<nav className="rate-list__tabs" aria-label={t('rateList.tabsLabel')}>
				<ul>
					{view.tabs.map((tab) => (
						<li key={tab.name}>
							<Link to={tab.href} aria-current={tab.current ? 'page' : undefined} preventScrollReset>
								{t(`rateList.tabs.${tab.name}`)}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div className="rate-list__taxes">
				<p>
					{t('rateList.taxes.label')}: <strong>{t(view.taxes.withTaxes ? 'rateList.taxes.with' : 'rateList.taxes.without')}</strong>
				</p>
				<Link to={view.taxes.toggleHref} preventScrollReset>
					{t(view.taxes.withTaxes ? 'rateList.taxes.showWithout' : 'rateList.taxes.showWith')}
				</Link>
			</div>
			{view.points ? (
				<p className="rate-list__points">
					{view.points.balance !== null ? (
						t('rateList.points.balance', { points: view.points.balance })
					) : (
						<>
							{t('rateList.points.signIn')} <a href={view.points.signInHref ?? undefined}>{t('rateList.points.signInLink')}</a>
						</>
					)}
				</p>
			) : null}
			<RecommendedRoom room={recommendedRoom} action={action} hidden={view.hidden} />
			{view.notice ? <p className="rate-list__notice">{t(`rateList.${view.notice}`)}</p> : null}
			{view.cards.length ? (
				<>
					{/* The cards' headings are h3: the list has its own h2, for headings in order. */}
					<h2 className="visually-hidden">{t('rateList.ratesHeading')}</h2>
					<ul className="rate-list__cards">
						{view.cards.map((card) => (
							<RateCard key={card.id} card={card} action={view.selectAction} hidden={view.hidden} />
						))}
					</ul>
				</>
			) : null}
		</>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => indexablePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
