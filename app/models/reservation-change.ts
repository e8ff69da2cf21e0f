import type { ChangedOrder } from '@meridian/upstream-contract/order.ts'
import { refusalMessage, type RefusalMessage } from './reservation-errors.ts'

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

/** What the confirm page says for a refusal, and its status; field when it belongs next to the prepaid rate's box. */
export type ChangeRefusal = Omit<RefusalMessage, 'field'> & { status: number; field?: RefusalMessage['field'] | 'prepayConsent' }

/** Refusals that name an entry of the change: the prepaid rate's consent, the points, the way of paying. */
const FIELD_REFUSALS = new Map<string, ChangeRefusal>([
	['prepayConsent', { key: 'manage.change.errors.prepayConsentRequired', status: 400, field: 'prepayConsent' }],
	['points', { key: 'manage.change.errors.changePoints', status: 400 }],
	['ratePlanCode', { key: 'manage.change.errors.changePaymentKind', status: 400 }],
])

/** A refusal of the change: an entry of the change when the platform names one, else the one table (a stale revision is CONFLICT, 409). */
export function changeRefusalOf(code: string, field: string | null): ChangeRefusal {
	const named = field ? FIELD_REFUSALS.get(field) : undefined
	if (named) return named
	const { error, status } = refusalMessage(code)
	return { ...error, status }
}

/** Points a member still needs for the new stay, after the points the reservation holds now and their balance. */
export function pointsShort(newPoints: number | null | undefined, heldPoints: number | null | undefined, balance: number | null | undefined): number {
	if (!newPoints) return 0
	return Math.max(0, newPoints - (heldPoints ?? 0) - (balance ?? 0))
}
