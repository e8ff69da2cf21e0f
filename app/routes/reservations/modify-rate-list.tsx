import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useAvailabilityTranslation } from '#app/ui/messages/availability.ts'
import { useRatesTranslation } from '#app/ui/messages/rates.ts'
import { searchParamsOf } from '#app/models/booking-search.ts'
import { bookingSearchSchemaAt } from '#app/models/booking-search-schema-at.ts'
import { localizePath } from '#app/models/locale.ts'
import { MODIFY_RATE_LIST_PATH, modifyHref, searchOfReservation } from '#app/models/modify-reservation.ts'
import { LOOKUP_PATH } from '#app/models/reservation-lookup.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { reservationToModify } from '#app/services/modify-reservation.server.ts'
import { rateListView, resolveSearch } from '#app/services/rate-list.server.ts'
import { notFoundRedirect, reservationFailure } from '#app/http/reservation-layout.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { BookingSearchForm } from '#app/ui/booking-search-form.tsx'
import { RateCard } from '#app/ui/rate-card.tsx'
import { formValuesOf, rateListPage, selectRate } from '../booking/rate-list-select.server.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { dateTimeFormat } from '#app/models/intl-formats.ts'

// Modify RLM (spec 001 §2, /reservation/modifyRateListMenu.mi): the rate list for the
// reservation the session found (by the lookup, a lookup link or the member's trips), its
// dates and rooms prefilled; the address never names it. Selecting a rate makes a change
// cart for it, and the guest confirms the change on the next page (confirmChanges.mi).
// Without a found reservation the lookup asks for one.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const { visitor, t, url, page } = await rateListPage(request, context, { path: MODIFY_RATE_LIST_PATH, titleKey: 'availability.modify.title' })
	const { locale } = visitor
	const { found, reservation } = await reservationOrLookup(request, context)
	// An address that names the reservation (older links did, with the surname) is answered by the same page without it.
	const named = url.searchParams.get('confirmationNumber')
	if (named !== null || url.searchParams.has('lastName') || url.searchParams.has('surname')) {
		const same = named === null || named.trim() === found.confirmationNumber
		throw redirectFor(request, same ? localizePath(modifyHref(url.searchParams), locale) : localizePath(LOOKUP_PATH, locale))
	}
	const { confirmationNumber } = reservation
	const heading = t('availability.modify.heading', { confirmationNumber })
	if (reservation.status === 'CANCELLED') return json({ ...page, kind: 'cancelled' as const, confirmationNumber, heading }, { status: 409 })

	const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
	const current = t('availability.modify.intro', {
		hotel: reservation.property.basicInformation.name,
		fromDate: dates.format(new Date(`${reservation.checkInDate}T00:00:00Z`)),
		toDate: dates.format(new Date(`${reservation.checkOutDate}T00:00:00Z`)),
		rooms: t('availability.modify.rooms', { count: reservation.rooms.length }),
	})
	const searchInput = new URLSearchParams(searchOfReservation(reservation, url.searchParams))
	const submission = parseSubmission(searchInput, bookingSearchSchemaAt({ now: new Date(), locale }))
	const reservationPage = { ...page, title: `${heading} | ${t('site.name')}`, heading, current }
	if (submission.status !== 'success') {
		const values = Object.fromEntries(searchInput) as { propertyCode: string } & Record<string, string>
		return json({ ...reservationPage, kind: 'invalid' as const, result: submission.reply(), values }, { status: 400 })
	}
	let view
	try {
		const resolved = await resolveSearch(submission.value, visitor)
		if (!resolved) throw await notFoundRedirect(request, context)
		view = await rateListView(resolved, visitor, undefined, { offersTopUp: false })
	} catch (error) {
		if (error instanceof Response) throw error
		throw await reservationFailure(error, request, context)
	}
	const { search } = view
	return json(
		{
			...reservationPage,
			kind: 'list' as const,
			values: formValuesOf(search, locale),
			list: {
				hotel: view.hotel,
				cards: view.cards,
				notice: view.notice,
				hidden: view.hidden,
				selectAction: localizePath(modifyHref(searchParamsOf(search)), locale),
			},
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { found, reservation } = await reservationOrLookup(request, context)
	const formData = await readFormData(request)
	if (reservation.status !== 'CONFIRMED') return json({ error: 'selectionInvalid' as const }, { status: 400 })
	try {
		return await selectRate(request, context, { visitor, formData, modifies: { found, propertyCode: reservation.property.id } })
	} catch (error) {
		if (error instanceof UpstreamError) throw await reservationFailure(error, request, context)
		throw error
	}
}

// No found reservation (or one the platform no longer finds): the lookup asks for it.
// An expired session and an unavailable platform follow the redirect table.
async function reservationOrLookup(request: Request, context: AppLoadContext) {
	let target
	try {
		target = await reservationToModify(request, context)
	} catch (error) {
		throw await reservationFailure(error, request, context)
	}
	if (!target) throw redirectFor(request, localizePath(LOOKUP_PATH, (await getVisitor(request, context)).locale))
	return target
}

export default function ModifyRateListPage() {
	const { t } = useRatesTranslation()
	// The cancelled notice is the availability area's.
	useAvailabilityTranslation()
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { search } = useLocation()
	if (data.kind === 'cancelled') {
		return (
			<section className="availability" aria-labelledby="modify-heading">
				<h1 id="modify-heading">{data.heading}</h1>
				<p role="alert">{t('availability.modify.cancelled', { confirmationNumber: data.confirmationNumber })}</p>
			</section>
		)
	}
	return (
		<section className="rate-list" aria-labelledby="modify-heading">
			<h1 id="modify-heading">{data.heading}</h1>
			<p>{data.current}</p>
			{actionData ? (
				<p className="rate-list__alert error-sev1" role="alert">
					{t('rateList.errors.selectionInvalid')}
				</p>
			) : null}
			<BookingSearchForm key={search} action={data.path} locale={data.locale} values={data.values} lastResult={data.kind === 'invalid' ? data.result : null} />
			{data.kind === 'list' ? (
				<>
					<p className="rate-list__currency">{t('currencySelector.charged', { currency: data.list.hotel.currency })}</p>
					{data.list.notice ? <p className="rate-list__notice">{t(`rateList.${data.list.notice}`)}</p> : null}
					{data.list.cards.length ? (
						<>
							{/* The cards' headings are h3: the list has its own h2, for headings in order. */}
							<h2 className="visually-hidden">{t('rateList.ratesHeading')}</h2>
							<ul className="rate-list__cards">
								{data.list.cards.map((card) => (
									<RateCard key={card.id} card={card} action={data.list.selectAction} hidden={data.list.hidden} />
								))}
							</ul>
						</>
					) : null}
				</>
			) : null}
		</section>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
