import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { formatMoney } from '#app/models/money.ts'
import { localizePath } from '#app/models/locale.ts'
import { refusalMessage, type RefusalMessage } from '#app/models/reservation-errors.ts'
import { LOOKUP_PATH, UPCOMING_PATH, UPGRADE_PATH } from '#app/models/reservation-lookup.ts'
import { readFormData } from '#app/http/form-data.server.ts'
import { foundReservationDetails, requireFoundReservation } from '#app/routes/reservations/found-reservation.server.ts'
import { redirectFor, redirectWithNotice } from '#app/http/redirects.server.ts'
import { orUnavailable } from '#app/http/upstream-failure.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { rememberedReservation } from '#app/services/reservation-session.server.ts'
import { getVisitor } from '#app/services/visitor.server.ts'
import { ErrorSummary } from '#app/ui/error-summary.tsx'
import { useManageTranslation } from '#app/ui/messages/manage.ts'
import { useBookingErrorsTranslation } from '#app/ui/messages/booking-errors.ts'
import { useReservationsTranslation } from '#app/ui/messages/reservations.ts'
import { privatePageMeta } from '#app/models/page-meta.ts'
import { acceptUpgrade, upgradeOffers } from '#app/services/manage-reservation.server.ts'

// The upgrade page (spec 001 §2 "Upgrade reservation", path ours; §7 room upgrade data):
// the dearer rooms each room of the found reservation may move to, with the difference,
// each a form of its own; accepting one changes the room and the upcoming page says so.
// A refusal (the room went meanwhile, the stay began) is said here, with what is left.

export async function loader({ request, context }: LoaderFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const found = await requireFoundReservation(request, context)
	const [reservation, offers] = await Promise.all([
		foundReservationDetails(request, context, found),
		orUnavailable(() => upgradeOffers(found, visitor.upstream)),
	])
	const t = translatorFor(visitor.locale)
	const money = (amount: { value: number; valueDecimalPoint: number; currency: string }) => formatMoney(amount, amount.currency, visitor.locale)
	return json(
		{
			title: t('reservation.pageTitle', { name: t('manage.upgrade.title'), site: t('site.name') }),
			confirmationNumber: reservation.confirmationNumber,
			rooms: reservation.rooms
				.filter((room) => !room.cancelled)
				.map((room) => ({
					ordinal: room.ordinal,
					name: room.room.name,
					offers: offers
						.filter((offer) => offer.roomOrdinal === room.ordinal)
						.map((offer) => ({ roomCode: offer.room.code, name: offer.room.name, perNight: money(offer.extraPerNight), total: money(offer.extraTotal) })),
				})),
			action: localizePath(UPGRADE_PATH, visitor.locale),
			upcoming: localizePath(UPCOMING_PATH, visitor.locale),
		},
		{ headers: { 'Cache-Control': 'private, no-store' } },
	)
}

export async function action({ request, context }: ActionFunctionArgs) {
	const visitor = await getVisitor(request, context)
	const form = await readFormData(request)
	const found = await orUnavailable(() => rememberedReservation(request, context))
	if (!found) return redirectFor(request, localizePath(LOOKUP_PATH, visitor.locale))
	const roomOrdinal = Number(form.get('roomOrdinal'))
	const roomCode = String(form.get('roomCode') ?? '').trim()
	if (!Number.isInteger(roomOrdinal) || roomOrdinal < 1 || roomOrdinal > 99 || !/^[A-Za-z0-9]{1,10}$/.test(roomCode)) {
		return json({ error: { key: 'manage.upgrade.errors.nightUpgradeError' } satisfies RefusalMessage }, { status: 400 })
	}
	const accepted = await orUnavailable(() => acceptUpgrade(found, { roomOrdinal, roomCode }, visitor.upstream))
	if (accepted.ok) return redirectWithNotice(request, localizePath(UPCOMING_PATH, visitor.locale), 'reservation.notice.roomUpgraded')
	logger.warn('room upgrade: refused', { code: accepted.code })
	// The room went meanwhile (427), the stay began (E_MOD_DISALLOW), or any other code: the one table says it.
	const { error, status } = refusalMessage(accepted.code)
	return json({ error }, { status })
}

export default function UpgradeReservationPage() {
	const { t } = useManageTranslation()
	useReservationsTranslation()
	const { confirmationNumber, rooms, action, upcoming } = useLoaderData<typeof loader>()
	// The action answers data only when it refuses; otherwise it redirects.
	const refused = (useActionData<typeof action>() as { error?: RefusalMessage } | undefined)?.error ?? null
	useBookingErrorsTranslation(refused != null)
	const navigation = useNavigation()
	const submitting = navigation.state !== 'idle' && navigation.formAction === action
	const anyOffer = rooms.some((room) => room.offers.length)
	return (
		<div className="upgrade-reservation">
			<h1>{t('manage.upgrade.title')}</h1>
			<ErrorSummary id="upgrade-errors" messages={refused ? [t(refused.key, { code: refused.code })] : []} />
			<p className="confirmation__number">
				{t('booking.confirmation.number')}: <strong data-testid="confirmation-number">{confirmationNumber}</strong>
			</p>
			{anyOffer ? <p>{t('manage.upgrade.intro')}</p> : <p role="status">{t('manage.upgrade.none')}</p>}
			{rooms
				.filter((room) => room.offers.length)
				.map((room) => (
					<section key={room.ordinal} aria-labelledby={`upgrade-room-${room.ordinal}`}>
						<h2 id={`upgrade-room-${room.ordinal}`}>{t('manage.upgrade.room', { number: room.ordinal, name: room.name })}</h2>
						<ul className="upgrade-reservation__offers">
							{room.offers.map((offer) => (
								<li key={offer.roomCode}>
									<Form method="post" action={action}>
										<input type="hidden" name="roomOrdinal" value={room.ordinal} />
										<input type="hidden" name="roomCode" value={offer.roomCode} />
										<p>{t('manage.upgrade.price', { perNight: offer.perNight, total: offer.total })}</p>
										<button type="submit" disabled={submitting} aria-busy={submitting}>
											{t('manage.upgrade.accept', { name: offer.name })}
										</button>
									</Form>
								</li>
							))}
						</ul>
					</section>
				))}
			<p>
				<Link to={upcoming}>{t('manage.upgrade.keep')}</Link>
			</p>
		</div>
	)
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => privatePageMeta(data?.title, matches)

export { ErrorBoundary } from '#app/ui/error-boundary.tsx'
