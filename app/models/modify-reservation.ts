import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'

// Changing an existing reservation (spec 001 §2, /reservation/modifyRateListMenu.mi): the
// rate list's search prefilled from it, and where the change is confirmed.

export const MODIFY_RATE_LIST_PATH = '/reservation/modifyRateListMenu.mi'

/** Spec 001 §5: a confirmation number is digits, at most 11. */
export const CONFIRMATION_NUMBER_DIGITS = 11
export const CONFIRMATION_NUMBER = new RegExp(`^\\d{1,${CONFIRMATION_NUMBER_DIGITS}}$`)

/** The search the rate list starts from: the reservation's hotel, dates and rooms, then anything the query changed. */
export function searchOfReservation(reservation: ReservationSummary, params: URLSearchParams): Record<string, string> {
	const [first] = reservation.rooms
	const search: Record<string, string> = {
		propertyCode: reservation.property.id,
		fromDate: reservation.checkInDate,
		toDate: reservation.checkOutDate,
		roomCount: String(Math.max(1, reservation.rooms.length)),
		numAdultsPerRoom: String(first?.adults ?? 1),
		childrenCountPerRoom: String(first?.children ?? 0),
	}
	for (const name of [
		'fromDate',
		'toDate',
		'roomCount',
		'numAdultsPerRoom',
		'childrenCountPerRoom',
		'tab',
		'clusterCode',
		'corporateCode',
		'groupCode',
		'useRewardsPoints',
		'showFullPrice',
		'currency',
	]) {
		const value = params.get(name)
		if (value !== null && value.trim() !== '') search[name] = value
	}
	return search
}

/** The modify page's own address with a search; the reservation is the session's, never named in the address. */
export function modifyHref(search?: URLSearchParams): string {
	const params = new URLSearchParams(search)
	for (const name of ['confirmationNumber', 'lastName', 'surname']) params.delete(name)
	const query = params.toString()
	return query ? `${MODIFY_RATE_LIST_PATH}?${query}` : MODIFY_RATE_LIST_PATH
}

/** Confirm changes (spec 001 §2 reservation management's confirm changes modal, as a page): the stay now and after. */
export const CONFIRM_CHANGES_PATH = '/reservation/confirmChanges.mi'
