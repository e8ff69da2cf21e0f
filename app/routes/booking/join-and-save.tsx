import { randomUUID } from 'node:crypto'
import type { SubmissionResult } from '@conform-to/react'
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { JOIN_AND_SAVE_LIMITS } from '#app/models/account-limits.ts'
import { defaultGuestCountry, guestCountries } from '#app/models/guest-countries.ts'
import { JoinAfterBookingSchema } from '#app/models/join-after-booking-schema.ts'
import { localizePath } from '#app/models/locale.ts'
import { mobileNumberProblem } from '#app/models/phone-number.ts'
import { CONFIRMATION_PATH } from '#app/models/reservation-pages.ts'
import { countryOfLanguage } from '#app/models/visitor-country.ts'
import { parseSubmission, readFormData } from '#app/http/form-data.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { rememberedOrder, rememberOrderMember } from '#app/services/booking-session.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { sealedPassword } from '#app/services/password-encryption.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { CountryField } from '#app/ui/country-field.tsx'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { fieldsOf, type Field } from '#app/ui/form-fields/fields.ts'
import { TextField } from '#app/ui/form-fields.tsx'
import { useBookingTranslation } from '#app/ui/messages/booking.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { problemText } from '#app/ui/problem-text.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { joinWithStay, readPlacedOrder } from '#app/services/placed-order.server.ts'

// Join and save the reservation (spec 001 §2): a guest who has just booked becomes a
// member with a password, and the stay joins the new member's trips. Name and e-mail are
// the booking's. Anyone else (a member, or no booking in this session) goes back to the
// confirmation, which offers what fits them.

async function guestBooking(request: Request, context: LoaderFunctionArgs['context']) {
	const visitor = await getVisitor(request, context)
	const confirmation = localizePath(CONFIRMATION_PATH, visitor.locale)
	const placed = visitor.state === 'guest' ? await orUnavailable(() => rememberedOrder(request, context)) : null
	if (!placed) throw redirectFor(request, confirmation)
	const order = await orUnavailable(() => readPlacedOrder(placed.orderId, visitor.upstream))
	const guest = order?.items[0]?.reservation.guest
	if (!guest || guest.customerId) throw redirectFor(request, confirmation)
	return { visitor, placed, guest, confirmation }
}

export async function loader({ request, context }: LoaderFunctionArgs) {
	const { visitor, guest, confirmation } = await guestBooking(request, context)
	const t = translatorFor(visitor.locale)
	return json({
		title: t('reservation.pageTitle', { name: t('booking.joinAndSave.title'), site: t('site.name') }),
		guest: { name: `${guest.givenName} ${guest.surname}`, email: guest.email },
		country: defaultGuestCountry(countryOfLanguage(request.headers.get('accept-language'))),
		countries: guestCountries(visitor.locale),
		confirmation,
		action: localizePath('/reservation/joinAndSaveReservation.mi', visitor.locale),
	})
}

export async function action({ request, context }: ActionFunctionArgs) {
	const { visitor, placed, guest, confirmation } = await guestBooking(request, context)
	const form = await readFormData(request)
	const submission = parseSubmission(form, JoinAfterBookingSchema, { disableAutoCoercion: true })
	const refused = (reply: Parameters<typeof submission.reply>[0], status = 400) =>
		json({ result: submission.reply({ ...reply, hideFields: ['password'] }), answerId: randomUUID() }, { status })
	if (submission.status !== 'success') return refused({})
	const { password, countryCode, smsPhone } = submission.value
	const sealed = await orUnavailable(() => sealedPassword(password, visitor.upstream))
	const input = {
		givenName: guest.givenName,
		surname: guest.surname,
		email: guest.email,
		countryCode,
		smsPhone: smsPhone || null,
		orderId: placed.orderId,
		...sealed,
	}
	const joined = await orUnavailable(() => joinWithStay(input, visitor.upstream))
	if (!joined.ok) {
		if (joined.code === 'email.duplicate.account') return refused({ formErrors: ['emailDuplicateError'] })
		const field = joined.field === 'password' || joined.field === 'smsPhone' || joined.field === 'countryCode' ? joined.field : ''
		const message =
			field === 'password'
				? 'passwordStrength'
				: field === 'smsPhone'
					? mobileNumberProblem({ country: countryCode })
					: field === 'countryCode'
						? 'joinNotAvailable'
						: 'joinFailed'
		return refused(field ? { fieldErrors: { [field]: [message] } } : { formErrors: [message] })
	}
	await orUnavailable(() => rememberOrderMember(request, context, placed, joined.memberNumber))
	return redirectWithNotice(request, confirmation, null)
}

const FORM_ID = 'join-and-save'

export default function JoinAndSavePage() {
	const { t, i18n } = useBookingTranslation()
	useReservationsTranslation()
	const page = useLoaderData<typeof loader>()
	const answer = useActionData<typeof action>()
	const lastResult = (answer?.result ?? null) as SubmissionResult<string[]> | null
	useBookingErrorsTranslation(lastResult?.error != null)
	const fields = fieldsOf(FORM_ID, ['password', 'countryCode', 'smsPhone'] as const, lastResult, { countryCode: page.country }, JOIN_AND_SAVE_LIMITS)
	const errorOf = (field: Field) => (field.errors?.[0] ? problemText(t, i18n.language, 'booking.errors', field.errors[0]) : undefined)
	return (
		<div className="join-and-save">
			<h1>{t('booking.joinAndSave.title')}</h1>
			<p>{t('booking.joinAndSave.intro', { name: page.guest.name, email: page.guest.email })}</p>
			<Form method="post" action={page.action} className="guest-details" id={FORM_ID} noValidate>
				<ErrorSummary id={`${FORM_ID}-summary`} messages={(lastResult?.error?.[''] ?? []).map((key) => t(`booking.errors.${key}`))} />
				{/* A fresh, empty field after each answer: the server never sends the password back. */}
				<TextField
					key={`password-${answer?.answerId ?? 'first'}`}
					field={fields.password}
					label={t('booking.join.password')}
					error={errorOf(fields.password)}
					type="password"
					autoComplete="new-password"
					describedBy={`${fields.password.id}-hint`}
				/>
				<p id={`${fields.password.id}-hint`} className="field-hint">
					{t('booking.join.passwordRules')}
				</p>
				<CountryField field={fields.countryCode} label={t('booking.details.country')} error={errorOf(fields.countryCode)} countries={page.countries} />
				<TextField field={fields.smsPhone} label={t('booking.join.smsPhone')} error={errorOf(fields.smsPhone)} type="tel" autoComplete="tel" />
				<button type="submit">{t('booking.joinAndSave.submit')}</button>
			</Form>
			<p>
				<Link to={page.confirmation}>{t('booking.saveToTrips.back')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
