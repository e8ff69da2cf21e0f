import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { invariantResponse } from '@epic-web/invariant'
import { acknowledgedBrands } from '#app/http/leaving-notice-cookie.server.ts'
import { resolveAvailabilityQuery } from '#app/models/availability-query.ts'
import { RATE_LIST_PATH } from '#app/models/booking-search-codes.ts'
import { bookingSearchSchemaAt } from '#app/models/booking-search-schema-at.ts'
import { localizePath } from '#app/models/locale.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { canonicalQueryOf, cartSummaryFor, rateListView, resolveSearch } from '#app/services/rate-list.server.ts'
import { NotFound, SessionExpired, UpstreamError } from '#app/services/upstream/errors.server.ts'
import { currencyChoiceHeaders, rememberedCurrencies } from '#app/http/currency-cookie.server.ts'
import { loadDisplayCurrency } from '#app/services/currency.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { hotelHeaderWithSave } from '#app/services/hotel-header.server.ts'
import { hotelAlertsData, recommendedRoomData, recommendedRoomView } from '#app/http/page-components.server.ts'
import { roomPreferenceOf, withRoomPreference } from '#app/models/room-preference.ts'
import type { BookingSearchValues } from '#app/ui/booking-search-form.tsx'
import { formValuesOf, rateListPage, selectRate } from './rate-list-select.server.ts'

// The rate list menu's loader and action (spec 001 §1, §2; the page is rate-list.tsx): the
// search is all in the query string; a bad query is a 400 with the form and its errors; a
// platform that does not answer is a 503 that keeps the search; "My dates are flexible"
// leads to the hotel's availability calendar instead. Select posts here and goes on to guest
// information (post/redirect/get).

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
