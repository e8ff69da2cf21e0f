import type { ChangedOrder } from '@meridian/upstream-contract/order.ts'

// Confirming a change to a reservation (spec 001 §3 revision numbers, §7
// updateReservationChanges): the revision numbers the guest saw travel with the form, so
// a change made elsewhere meanwhile is refused rather than overwritten; the platform's
// refusals, worded; and the newer order's numbers, matched by confirmation number.

export type Revisions = { reservationRevisionNumber: number; orderRevisionNumber: number | null }

const REVISION = /^\d{1,9}$/

/** The revision numbers a confirm form carries; null when they cannot be read (a tampered or truncated form). */
export function readRevisions(form: { get(name: string): unknown }): Revisions | null {
	const reservation = String(form.get('reservationRevisionNumber') ?? '')
	const order = String(form.get('orderRevisionNumber') ?? '')
	if (!REVISION.test(reservation) || (order !== '' && !REVISION.test(order))) return null
	return { reservationRevisionNumber: Number(reservation), orderRevisionNumber: order === '' ? null : Number(order) }
}

/** Spec 001 §3: the numbers are refreshed from the newer order, its item found by confirmation number; null when it has none. */
export function revisionsAfter(order: ChangedOrder, confirmationNumber: string): Revisions | null {
	const item = order.items.find((candidate) => candidate.basicInformation.confirmationNumber === confirmationNumber)
	return item ? { reservationRevisionNumber: item.reservationRevisionNumber, orderRevisionNumber: order.orderRevisionNumber } : null
}

/** Did the change take: the newer order's revision is past the one the guest confirmed. */
export const changeApplied = (seen: Revisions, after: Revisions | null) => after !== null && after.reservationRevisionNumber > seen.reservationRevisionNumber

export type ChangeRefusal = { key: ChangeRefusalKey; status: 400 | 409; field?: 'prepayConsent' }
type ChangeRefusalKey =
	| 'changeStale'
	| 'modifyDisallowed'
	| 'changeUnavailable'
	| 'changePoints'
	| 'changePaymentKind'
	| 'prepayConsentRequired'
	| 'changeFailed'

/** What the confirm page says for each refusal, and its status: 409 where the reservation or the hotel moved on. */
export function changeRefusalOf(code: string, field: string | null): ChangeRefusal {
	if (code === 'CONFLICT') return { key: 'changeStale', status: 409 }
	if (code === 'E_MOD_DISALLOW') return { key: 'modifyDisallowed', status: 409 }
	if (code === '427') return { key: 'changeUnavailable', status: 409 }
	if (field === 'prepayConsent') return { key: 'prepayConsentRequired', status: 400, field }
	if (field === 'points') return { key: 'changePoints', status: 400 }
	if (field === 'ratePlanCode') return { key: 'changePaymentKind', status: 400 }
	return { key: 'changeFailed', status: 400 }
}

/** Points a member still needs for the new stay, after the points the reservation holds now and their balance. */
export function pointsShort(newPoints: number | null | undefined, heldPoints: number | null | undefined, balance: number | null | undefined): number {
	if (!newPoints) return 0
	return Math.max(0, newPoints - (heldPoints ?? 0) - (balance ?? 0))
}
