import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { localizePath, stripSubDirectory } from '#app/models/locale.ts'
import { RESERVATION_PATHS } from '#app/models/reservation-redirects.ts'
import { signInHref } from '#app/models/sign-in-link.ts'
import { LOOKUP_ERRORS, LOOKUP_OVERLAY_PATH, LOOKUP_PATH, RESERVATION_LOOKUP_LIMITS, UPCOMING_PATH, type LookupError } from '#app/models/reservation-lookup.ts'
import { reservationLookupSchema } from '#app/models/reservation-lookup-schema.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { retryAfterHeaders } from '#app/http/retry-after.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { findReservation } from '#app/services/reservation-lookup.server.ts'
import { LookupLimited } from '#app/services/reservation-lookup-limits.server.ts'
import { openLookupLink } from '#app/services/lookup-link.server.ts'
import { rememberReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { fieldsOf, type Field } from '#app/ui/form-fields/fields.ts'
import { TextField } from '#app/ui/form-fields.tsx'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'

// Find a reservation (spec 001 §2 "Lookup reservation"): the confirmation number, the
// guest's last name and the check-in date. A match is kept in the session (no address
// names it) and the visitor goes on to the reservation; anything else is the spec's
// reservation.not.found, the same whichever part was wrong, with the values kept. Lookups
// that find nothing are limited per address and per number.
// The same page is the lookup overlay (/resLookupOverlay.mi, framed by this site only): it
// posts to itself, and its links leave the frame.
export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const { locale, state } = visitor
	const t = translatorFor(locale)
	const myTrips = RESERVATION_PATHS.findReservationList
	const url = new URL(request.url)
	const overlay = stripSubDirectory(url.pathname) === LOOKUP_OVERLAY_PATH
	// A lookup link fills the form in; the guest's Find keeps the reservation.
	const data = url.searchParams.get('data')
	const opened = data === null ? null : await orUnavailable(() => openLookupLink(data, visitor))
	return json(
		{
			prefill: opened?.kind === 'ok' ? opened.values : null,
			linkError: opened && opened.kind !== 'ok' ? LINK_ERRORS[opened.kind] : null,
			title: t('reservation.pageTitle', { name: t('booking.lookup.title'), site: t('site.name') }),
			action: localizePath(overlay ? LOOKUP_OVERLAY_PATH : LOOKUP_PATH, locale),
			overlay,
			// A member finds every trip in their account; signing in comes back to it.
			trips:
				state === 'member'
					? { href: localizePath(myTrips, locale), label: 'booking.trips.title' }
					: { href: `${signInHref(myTrips, locale)}&lookup=true`, label: 'booking.lookup.signIn' },
		},
		{ status: opened && opened.kind !== 'ok' ? 400 : 200, headers: { 'Cache-Control': 'private, no-store' } },
	)
}

const LINK_ERRORS = { invalid: 'linkInvalid', expired: 'linkExpired', cancelled: 'linkCancelled' } as const

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const submission = parseSubmission(await readFormData(request), reservationLookupSchema, { disableAutoCoercion: true })
	const refused = (error: LookupError, status: number, init: ResponseInit = {}) =>
		json({ result: submission.reply({ formErrors: [error] }) }, { ...init, status })
	if (submission.status !== 'success') return json({ result: submission.reply() }, { status: 400 })
	const { confirmationNumber, lastName, checkInDate } = submission.value
	let reservation
	try {
		reservation = await orUnavailable(() => findReservation(request, context, { confirmationNumber, lastName, checkInDate }))
	} catch (error) {
		if (error instanceof LookupLimited) return refused('tooManyLookups', 429, { headers: { 'Retry-After': String(error.retryAfterSeconds) } })
		throw error
	}
	// A wrong check-in date finds nothing, as a wrong name does (and counts as a failed lookup).
	if (!reservation) return refused('reservation.not.found', 400)
	const { newSession } = await orUnavailable(() =>
		rememberReservation(request, context, {
			confirmationNumber: reservation.confirmationNumber,
			surname: reservation.guest.surname,
			propertyId: reservation.property.id,
		}),
	)
	const headers = await newSessionHeaders(request, newSession)
	// A member who looks up one of their own stays is sent to their trips, where it is listed
	// with the others (the redirect table's find-reservation list); anyone else sees the stay.
	const own = visitor.state === 'member' && visitor.customerId && reservation.guest.customerId === visitor.customerId
	if (own)
		return redirectWithNotice(request, localizePath(RESERVATION_PATHS.findReservationList, visitor.locale), 'reservation.notice.inYourTrips', { headers })
	return redirectFor(request, localizePath(UPCOMING_PATH, visitor.locale), { headers })
}

const FORM_ID = 'reservation-lookup'

export default function LookupReservationPage() {
	const { t } = useBookingTranslation()
	useReservationsTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const lastResult = (answer?.result ?? null) as SubmissionResult<string[]> | null
	const fields = fieldsOf(FORM_ID, ['confirmationNumber', 'lastName', 'checkInDate'] as const, lastResult, page.prefill ?? {}, RESERVATION_LOOKUP_LIMITS)
	const message = (key: string) => t(`booking.lookup.errors.${LOOKUP_ERRORS[key as LookupError] ?? 'notFound'}`)
	const errorOf = (field: Field) => (field.errors?.[0] ? message(field.errors[0]) : undefined)
	return (
		<div className="reservation-lookup">
			<h1>{t('booking.lookup.title')}</h1>
			<p>{t(page.prefill ? 'booking.lookup.linkFilled' : 'booking.lookup.intro')}</p>
			<Form method="post" action={page.action} id={FORM_ID} className="guest-details" noValidate>
				<ErrorSummary
					id={`${FORM_ID}-summary`}
					messages={lastResult ? (lastResult.error?.[''] ?? []).map(message) : page.linkError ? [t(`booking.lookup.errors.${page.linkError}`)] : []}
				/>
				<TextField
					field={fields.confirmationNumber}
					label={t('booking.lookup.confirmationNumber')}
					error={errorOf(fields.confirmationNumber)}
					autoComplete="off"
				/>
				<TextField field={fields.lastName} label={t('booking.lookup.lastName')} error={errorOf(fields.lastName)} autoComplete="family-name" />
				<TextField field={fields.checkInDate} label={t('booking.lookup.checkInDate')} error={errorOf(fields.checkInDate)} type="date" />
				<button type="submit">{t('booking.lookup.submit')}</button>
			</Form>
			<p>
				<Link to={page.trips.href} target={page.overlay ? '_top' : undefined}>
					{t(page.trips.label)}
				</Link>
			</p>
		</div>
	)
}

export const headers = retryAfterHeaders

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
