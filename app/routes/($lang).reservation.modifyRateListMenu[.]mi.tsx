import { json, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { searchParamsOf } from '#app/models/booking-search.ts'
import { bookingSearchSchema } from '#app/models/booking-search-schema.ts'
import { localizePath } from '#app/models/locale.ts'
import {
	MODIFY_RATE_LIST_PATH,
	modifyHref,
	readModifyIdentity,
	searchOfReservation,
	type ModifyIdentity,
	type ModifyIdentityErrors,
} from '#app/models/modify-reservation.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { reservationToModify } from '#app/services/modify-reservation.server.ts'
import { LookupLimited } from '#app/services/reservation-lookup-limits.server.ts'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { rateListView, resolveSearch } from '#app/services/rate-list.server.ts'
import { notFoundRedirect, reservationFailure } from '#app/http/reservation-layout.server.ts'
import { UpstreamError } from '#app/services/upstream/errors.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { BookingSearchForm } from '#app/ui/booking-search-form.tsx'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { RateCard } from '#app/ui/rate-card.tsx'
import { TextInput } from '#app/ui/text-input.tsx'
import { formValuesOf, rateListPage, selectRate } from './($lang).reservation.rate-list-select.server.ts'

// Modify RLM (spec 001 §2, /reservation/modifyRateListMenu.mi): the rate list for an
// existing reservation, its dates and rooms prefilled. Selecting a rate makes a new cart
// that says which reservation it changes (modifiesConfirmationNumber), then guest
// information as for any booking. A reservation the platform does not find follows the
// redirect table's notFound rule (307 to the error page).

export async function loader({ request, context }: LoaderFunctionArgs) {
	const { visitor, t, url, page } = await rateListPage(request, context, { path: MODIFY_RATE_LIST_PATH, titleKey: 'availability.modify.title' })
	const { locale } = visitor
	const read = readModifyIdentity(url.searchParams, { member: visitor.state === 'member' })
	const find = (values: ModifyIdentity, errors: ModifyIdentityErrors, waitMinutes?: number) => ({ ...page, kind: 'find' as const, values, errors, waitMinutes })
	if (read.kind === 'empty') return json(find({ confirmationNumber: '', lastName: '' }, {}))
	if (read.kind === 'invalid') return json(find(read.values, read.errors), { status: 400 })

	const { identity } = read
	let reservation
	try {
		reservation = await reservationOrRedirect(request, context, identity)
	} catch (error) {
		if (!(error instanceof LookupLimited)) throw error
		// The form again, as typed, to try later; the same answer whichever part was wrong before.
		return json(find(identity, {}, Math.ceil(error.retryAfterSeconds / 60)), { status: 429, headers: retryAfter(error) })
	}
	const { confirmationNumber } = reservation
	const heading = t('availability.modify.heading', { confirmationNumber })
	if (reservation.status === 'CANCELLED') return json({ ...page, kind: 'cancelled' as const, confirmationNumber, heading }, { status: 409 })

	const keep = { confirmationNumber, ...(identity.lastName ? { lastName: identity.lastName } : {}) }
	const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
	const current = t('availability.modify.intro', {
		hotel: reservation.property.basicInformation.name,
		fromDate: dates.format(new Date(`${reservation.checkInDate}T00:00:00Z`)),
		toDate: dates.format(new Date(`${reservation.checkOutDate}T00:00:00Z`)),
		rooms: t('availability.modify.rooms', { count: reservation.rooms.length }),
	})
	const searchInput = new URLSearchParams(searchOfReservation(reservation, url.searchParams))
	const submission = parseSubmission(searchInput, bookingSearchSchema({ now: new Date(), locale }))
	const reservationPage = { ...page, title: `${heading} | ${t('site.name')}`, heading, current, keep }
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
	return json({
		...reservationPage,
		kind: 'list' as const,
		values: formValuesOf(search, locale),
		list: {
			hotel: view.hotel,
			cards: view.cards,
			notice: view.notice,
			hidden: view.hidden,
			selectAction: localizePath(modifyHref(identity, searchParamsOf(search)), locale),
		},
	})
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const read = readModifyIdentity(new URL(request.url).searchParams, { member: visitor.state === 'member' })
	if (read.kind !== 'ok') return json({ error: 'selectionInvalid' as const }, { status: 400 })
	let reservation
	try {
		reservation = await reservationOrRedirect(request, context, read.identity)
	} catch (error) {
		// The page's loader, run after this, shows the find form with the wait.
		if (error instanceof LookupLimited) return json({ error: 'tooManyLookups' as const }, { status: 429, headers: retryAfter(error) })
		throw error
	}
	const formData = await readFormData(request)
	if (reservation.status !== 'CONFIRMED') return json({ error: 'selectionInvalid' as const }, { status: 400 })
	try {
		const modifies = { confirmationNumber: reservation.confirmationNumber, propertyCode: reservation.property.id }
		return await selectRate(request, context, { visitor, formData, modifies })
	} catch (error) {
		if (error instanceof UpstreamError) throw await reservationFailure(error, request, context)
		throw error
	}
}

// Not found (either part wrong) is the redirect table's notFound rule (307 to the error
// page, spec 001 §2); an expired session and an unavailable platform follow the table too.
async function reservationOrRedirect(request: Request, context: AppLoadContext, identity: ModifyIdentity) {
	let reservation
	try {
		reservation = await reservationToModify(request, context, identity)
	} catch (error) {
		if (error instanceof LookupLimited) throw error
		throw await reservationFailure(error, request, context)
	}
	if (!reservation) throw await notFoundRedirect(request, context)
	return reservation
}

export const headers = retryAfterHeaders

const retryAfter = (limited: LookupLimited) => ({ 'Retry-After': String(limited.retryAfterSeconds) })

export default function ModifyRateListPage() {
	const { t } = useTranslation()
	const data = useLoaderData<typeof loader>()
	const actionData = useActionData<typeof action>()
	const { search } = useLocation()
	if (data.kind === 'find') {
		const errors = data.errors as Partial<Record<'confirmationNumber' | 'lastName', string>>
		return (
			<section className="availability" aria-labelledby="modify-heading">
				<h1 id="modify-heading">{t('availability.modify.findHeading')}</h1>
				<Form method="get" action={data.path} className="availability-search" noValidate>
					<ErrorSummary
						id="modify-find-summary"
						messages={
							data.waitMinutes
								? [t('availability.modify.errors.tooManyLookups', { count: data.waitMinutes })]
								: Object.keys(errors).length
								? [t('availability.errors.summary')]
								: []
						}
					/>
					{(['confirmationNumber', 'lastName'] as const).map((name) => (
						<TextInput
							key={name}
							name={name}
							label={t(`availability.modify.${name}`)}
							required
							autoComplete={name === 'lastName' ? 'family-name' : 'off'}
							defaultValue={data.values[name]}
							error={errors[name] ? t(`availability.modify.errors.${errors[name]}`) : undefined}
						/>
					))}
					<button type="submit">{t('availability.modify.find')}</button>
				</Form>
			</section>
		)
	}
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
			<BookingSearchForm
				key={search}
				action={data.path}
				locale={data.locale}
				values={data.values}
				keep={data.keep}
				lastResult={data.kind === 'invalid' ? data.result : null}
			/>
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }]

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
