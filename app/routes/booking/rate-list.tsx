import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { invariantResponse } from '@epic-web/invariant'
import { acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { resolveAvailabilityQuery } from '#app/models/availability-query.ts'
import { RATE_LIST_PATH } from '#app/models/booking-search-codes.ts'
import { bookingSearchSchemaAt } from '#app/models/booking-search-schema-at.ts'
import { localizePath } from '#app/models/locale.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { canonicalQueryOf, cartSummaryFor, rateListView, resolveSearch, type RateListView } from '#app/services/rate-list.server.ts'
import { NotFound, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { currencyChoiceHeaders, rememberedCurrencies } from '#app/http/currency-cookie.server.ts'
import { loadDisplayCurrency } from '#app/services/currency.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { hotelHeaderWithSave } from '#app/services/hotel-header.server.ts'
import { HotelAlerts, HotelHeader } from '#app/ui/hotel-header.tsx'
import { hotelAlertsData, recommendedRoomData, recommendedRoomView } from '#app/http/page-components.server.ts'
import { roomPreferenceOf, withRoomPreference, type RecommendedRoomView } from '#app/models/room-preference.ts'
import { RecommendedRoom } from '#app/ui/recommended-room.tsx'
import { SaveHotelControl } from '#app/ui/save-hotel-control.tsx'
import { BookingSearchForm, type BookingSearchValues } from '#app/ui/booking-search-form.tsx'
import { CurrencySelector } from '#app/ui/currency-selector.tsx'
import { RateCard } from '#app/ui/rate-card.tsx'
import { StickyBar } from '#app/ui/sticky-bar.tsx'
import { formValuesOf, rateListPage, selectRate } from './rate-list-select.server.ts'
import { indexablePageMeta } from '#app/models/page-meta.ts'

// The rate list menu (spec 001 §1, §2): one hotel's rooms and rates for a search that is
// all in the query string, so every tab, the taxes toggle and a shared link work without
// JavaScript. Select posts the selection here; the action fills the cart and goes on to
// guest information (post/redirect/get). A bad query is a 400 with the form and its
// errors; a platform that does not answer is a 503 that keeps the search. "My dates are
// flexible" leads to the hotel's availability calendar instead. The modal's own styles
// come from the root; the details modals' content needs rate-details.css here.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const { visitor, t, url, page } = await rateListPage(request, context, { path: RATE_LIST_PATH, titleKey: 'rateList.heading' })
	const { locale } = visitor
	const submission = parseSubmission(url.searchParams, bookingSearchSchemaAt({ now: new Date(), locale }))
	if (submission.status !== 'success') {
		return json({ ...page, kind: 'invalid' as const, result: submission.reply(), values: typedValuesOf(url.searchParams) }, { status: 400 })
	}
	if (submission.value.flexibleDates) {
		const outcome = resolveAvailabilityQuery(url.searchParams, { locale, today: new Date() })
		if (outcome.kind === 'calendar') throw redirect(localizePath(`${outcome.path}?${outcome.query}`, locale), 302)
	}
	// The hotel's alerts (spec 001 §2), asked for at once, beside the search; it never rejects.
	const alerts = hotelAlertsData(visitor, submission.value.propertyCode)
	// The room recommended for the guest's preference (spec 001 §7), likewise at once; an unknown preference is none.
	const preference = roomPreferenceOf(url.searchParams)
	const recommended = recommendedRoomData(visitor, submission.value.propertyCode, preference)
	try {
		const resolved = await resolveSearch(submission.value, visitor)
		invariantResponse(resolved, 'Hotel not found', { status: 404 })
		// One address per search: typed dates, lower-case codes and blanks become the canonical query (an unknown preference is dropped).
		const canonical = withRoomPreference(canonicalQueryOf(resolved.search), preference)
		if (url.searchParams.toString() !== canonical) throw redirect(`${url.pathname}?${canonical}`)
		const display = await loadDisplayCurrency(request, context, resolved.hotel.basicInformation.currency, await rememberedCurrencies(request))
		const acknowledged = await acknowledgedBrands(request)
		// Choosing another rate updates the cart the bar shows (see putSelectionInCart).
		// The header and its save heart (spec 000 §2: the rate list is in the "RLM or post-booking" group).
		const [view, cart, header] = await Promise.all([
			rateListView(resolved, visitor, display),
			cartSummaryFor(request, context, locale),
			hotelHeaderWithSave(request, context, visitor, resolved.hotel, {
				pageType: 'rlm',
				here: localizePath(`${RATE_LIST_PATH}?${canonical}`, locale),
				acknowledged,
			}),
		])
		const title = t('rateList.pageTitle', { name: view.hotel.name, site: t('site.name') })
		const currency = { value: display.currency, currencies: display.currencies, hotelCurrency: display.hotelCurrency, invalid: display.invalid }
		// A currency that is not on offer is a 400 with the selector's message; the list stays in the hotel's currency.
		return json(
			{
				...page,
				title,
				kind: 'list' as const,
				view,
				cart,
				currency,
				header,
				alerts: await alerts,
				recommendedRoom: recommendedRoomView(locale, preference, await recommended, view.cards),
				values: formValuesOf(view.search, locale),
			},
			{ status: display.invalid ? 400 : 200, headers: await currencyChoiceHeaders(display.remember) },
		)
	} catch (error) {
		if (!(error instanceof UpstreamError) || error instanceof NotFound) throw error
		// The client has logged the failure; the guest keeps their search.
		return json({ ...page, kind: 'unavailable' as const, values: typedValuesOf(url.searchParams), retry: `${url.pathname}${url.search}` }, { status: 503 })
	}
}

/** The form's values exactly as the visitor sent them, for a page that could not search. */
function typedValuesOf(params: URLSearchParams): BookingSearchValues {
	const text = (name: string) => params.get(name) ?? ''
	const on = (name: string) => ['on', 'true'].includes(params.get(name) ?? '')
	return {
		propertyCode: text('propertyCode'),
		fromDate: text('fromDate'),
		toDate: text('toDate'),
		roomCount: text('roomCount'),
		numAdultsPerRoom: text('numAdultsPerRoom'),
		childrenCountPerRoom: text('childrenCountPerRoom'),
		clusterCode: text('clusterCode'),
		corporateCode: text('corporateCode'),
		groupCode: text('groupCode'),
		useRewardsPoints: on('useRewardsPoints'),
		flexibleDates: on('flexibleDates'),
	}
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const formData = await readFormData(request)
	try {
		return await selectRate(request, context, { visitor, formData })
	} catch (error) {
		if (error instanceof SessionExpired) return redirectFor(request, localizePath('/reservation/expiredSession.mi', visitor.locale))
		if (error instanceof UpstreamError) return json({ error: 'unavailable' as const }, { status: 503 })
		throw error
	}
}

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
