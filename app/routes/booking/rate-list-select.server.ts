import { json, type AppLoadContext } from '@remix-run/node'
import { completeSearch, needsDefaults, roomsOf, searchParamsOf, typedDateOf, type BookingSearch } from '#app/models/booking-search.ts'
import { RateSelectionSchema } from '#app/models/booking-search-schema.ts'
import { bookingSearchSchemaAt } from '#app/models/booking-search-schema-at.ts'
import { localizePath, type Locale } from '#app/models/locale.ts'
import { maskedConfirmationNumber } from '#app/models/loggable-query.ts'
import { CONFIRM_CHANGES_PATH } from '#app/models/modify-reservation.ts'
import { isUnavailable } from '#app/models/rooms-unavailable.ts'
import type { CartOutcome, CartSelection } from '@meridian/upstream-contract/booking.ts'
import { rememberCart } from '#app/services/booking-session.server.ts'
import { parseSubmission } from '#app/http/form-data.server.ts'
import { translatorFor } from '#app/services/i18n.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { noteMigrationStatus } from '#app/services/migration-status.server.ts'
import { putSelectionInCart } from '#app/services/rate-selection.server.ts'
import { rememberChange, type FoundReservation } from '#app/services/reservation-session.server.ts'
import { redirectFor } from '#app/http/redirects.server.ts'
import { getVisitor, type Visitor } from '#app/services/visitor.server.ts'
import type { BookingSearchValues } from '#app/ui/booking-search-form.tsx'
import { newCart } from '#app/services/booking-cart.server.ts'
import { newSessionHeaders } from '#app/http/session-cookie.server.ts'

// What the rate list and the modify rate list (spec 001 §1, §2) share: how a page starts,
// the search form's values, and Select — the search posted beside a rate card's codes
// goes into a cart, then to guest information or the page the platform's refusal leads to.

/** The visitor, their translations and the page's own address and title. */
export async function rateListPage(request: Request, context: AppLoadContext, { path, titleKey }: { path: string; titleKey: string }) {
	const visitor = await getVisitor(request, context)
	const { locale } = visitor
	const t = translatorFor(locale)
	const page = { path: localizePath(path, locale), locale, title: `${t(titleKey)} | ${t('site.name')}` }
	return { visitor, t, url: new URL(request.url), page }
}

/** The search form's values for a search that was read: dates as the locale types them. */
export function formValuesOf(search: BookingSearch, locale: Locale): BookingSearchValues {
	return {
		propertyCode: search.propertyCode,
		fromDate: typedDateOf(search.fromDate, locale),
		toDate: typedDateOf(search.toDate, locale),
		roomCount: String(search.roomCount),
		numAdultsPerRoom: String(search.numAdultsPerRoom),
		childrenCountPerRoom: String(search.childrenCountPerRoom),
		clusterCode: search.clusterCode,
		corporateCode: search.corporateCode ?? '',
		groupCode: search.groupCode ?? '',
		useRewardsPoints: search.useRewardsPoints,
		flexibleDates: search.flexibleDates,
	}
}

/** The reservation a selection changes: a new cart at its hotel that names it. */
type Modifies = { found: FoundReservation; propertyCode: string }

/**
 * Select: a search and codes that cannot be read, or a change at another hotel, are a 400
 * for the page to say so. A new booking's selection goes into the visitor's cart, then
 * guest information; a change gets a cart of its own (the session's is for a new
 * booking), then the confirm-changes page.
 */
export async function selectRate(
	request: Request,
	context: AppLoadContext,
	{ visitor, formData, modifies }: { visitor: Visitor; formData: FormData; modifies?: Modifies },
) {
	const { locale } = visitor
	const submission = parseSubmission(formData, bookingSearchSchemaAt({ now: new Date(), locale }))
	const picked = RateSelectionSchema.safeParse({ ratePlanCode: formData.get('ratePlanCode'), roomCode: formData.get('roomCode') })
	if (
		submission.status !== 'success' ||
		!picked.success ||
		needsDefaults(submission.value) ||
		(modifies && submission.value.propertyCode !== modifies.propertyCode)
	) {
		return json({ error: 'selectionInvalid' as const }, { status: 400 })
	}
	const search = completeSearch(submission.value, null)
	const query = searchParamsOf(search).toString()
	const selection: CartSelection = {
		propertyId: search.propertyCode,
		checkInDate: search.fromDate,
		checkOutDate: search.toDate,
		rooms: roomsOf(search),
		ratePlanCode: picked.data.ratePlanCode,
		roomCode: picked.data.roomCode,
		...(search.corporateCode ? { corporateCode: search.corporateCode } : {}),
		...(search.groupCode ? { groupCode: search.groupCode } : {}),
		...(visitor.state === 'member' && visitor.customerId ? { customerId: visitor.customerId } : {}),
		...(modifies ? { modifiesConfirmationNumber: modifies.found.confirmationNumber } : {}),
	}
	const outcome: CartOutcome = modifies ? await newCart(selection, visitor.upstream) : await putSelectionInCart(request, context, selection)
	if (!outcome.ok) {
		const chosen = `${selection.ratePlanCode}:${selection.roomCode}`
		logger.info(
			modifies
				? `modify-rate-list|${outcome.code}|selectRate|${maskedConfirmationNumber(modifies.found.confirmationNumber)} ${chosen}`
				: `rate-list|${outcome.code}|selectRate|${selection.propertyId} ${chosen}`,
		)
		if (isUnavailable(outcome)) return redirectFor(request, localizePath(`/reservation/productsUnavailable.mi?${query}`, locale))
		return redirectFor(request, localizePath('/reservation/unsuccessfulSell.mi', locale))
	}
	// The cart tells its hotel's migration status: a guest's session, started just below, begins with it.
	await noteMigrationStatus(visitor, outcome.cart.property)
	if (modifies) {
		const { newSession } = await rememberChange(request, context, modifies.found, outcome.cart.id)
		return redirectFor(request, localizePath(CONFIRM_CHANGES_PATH, locale), { headers: await newSessionHeaders(request, newSession) })
	}
	const { newSession } = await rememberCart(request, context, outcome.cart, query)
	return redirectFor(request, localizePath('/reservation/guestInfo.mi', locale), { headers: await newSessionHeaders(request, newSession) })
}
