import type { ReservationSummary } from '@meridian/upstream-contract/reservation.ts'

// Changing an existing reservation (spec 001 §2, /reservation/modifyRateListMenu.mi):
// which reservation is meant, and the rate list's search prefilled from it.

export const MODIFY_RATE_LIST_PATH = '/reservation/modifyRateListMenu.mi'

/** Spec 001 §5: a confirmation number is digits, at most 11. */
export const CONFIRMATION_NUMBER = /^\d{1,11}$/
const LAST_NAME_MAX_LENGTH = 60

export type ModifyIdentity = { confirmationNumber: string; lastName: string }
export type ModifyIdentityErrors = Partial<Record<keyof ModifyIdentity, 'confirmationNumberInvalid' | 'lastNameRequired'>>

/**
 * Who asks for which reservation: a guest names it with the confirmation number and the
 * last name; a signed-in member may leave the last name out (their own reservations).
 * Nothing at all asks for the find form, not an error.
 */
export function readModifyIdentity(
	params: URLSearchParams,
	{ member }: { member: boolean },
): { kind: 'empty' } | { kind: 'invalid'; values: ModifyIdentity; errors: ModifyIdentityErrors } | { kind: 'ok'; identity: ModifyIdentity } {
	const values = {
		confirmationNumber: (params.get('confirmationNumber') ?? '').trim(),
		lastName: (params.get('lastName') ?? params.get('surname') ?? '').trim(),
	}
	if (!values.confirmationNumber && !values.lastName) return { kind: 'empty' }
	const errors: ModifyIdentityErrors = {}
	if (!CONFIRMATION_NUMBER.test(values.confirmationNumber)) errors.confirmationNumber = 'confirmationNumberInvalid'
	if ((!values.lastName && !member) || values.lastName.length > LAST_NAME_MAX_LENGTH) errors.lastName = 'lastNameRequired'
	return Object.keys(errors).length ? { kind: 'invalid', values, errors } : { kind: 'ok', identity: values }
}

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
	for (const name of ['fromDate', 'toDate', 'roomCount', 'numAdultsPerRoom', 'childrenCountPerRoom', 'tab', 'clusterCode', 'corporateCode', 'groupCode', 'useRewardsPoints', 'showFullPrice', 'currency']) {
		const value = params.get(name)
		if (value !== null && value.trim() !== '') search[name] = value
	}
	return search
}

/** The modify page's own address for this reservation, with a search. */
export function modifyHref(identity: ModifyIdentity, search?: URLSearchParams): string {
	const params = new URLSearchParams({ confirmationNumber: identity.confirmationNumber })
	if (identity.lastName) params.set('lastName', identity.lastName)
	for (const [name, value] of search ?? []) if (name !== 'confirmationNumber' && name !== 'lastName') params.set(name, value)
	return `${MODIFY_RATE_LIST_PATH}?${params}`
}
