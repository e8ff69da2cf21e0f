import type { CHECK_IN_STATUSES } from '@meridian/upstream-contract/contract.ts'

// Where a reservation stands in online check-in (spec 001 §4 check-in statuses), and what
// the hotel said of the guest's request for an early room (spec 001 §4 sticky request
// statuses). The upcoming-reservation, check-in and checked-in pages read them from here.

export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number]

/** What each status lets the guest do; a stay with no status (not today, cancelled) none of it. */
export type CheckInStage = {
	/** The check-in form is open: the day of arrival, before or after checking in. */
	open: boolean
	/** Checked in already: the checked-in page applies. */
	checkedIn: boolean
	/** Checked in today: the arrival time can still change. */
	arrivalTimeChangeable: boolean
}

const STAGES: Record<CheckInStatus, CheckInStage> = {
	CHECK_IN_ELIGIBLE: { open: true, checkedIn: false, arrivalTimeChangeable: false },
	CHECK_IN_MODIFIABLE: { open: true, checkedIn: true, arrivalTimeChangeable: true },
	// In the hotel, or leaving today: the hotel's desk changes the stay, not the web.
	CHECKED_IN_HOUSE: { open: false, checkedIn: true, arrivalTimeChangeable: false },
	CHECK_OUT_ELIGIBLE: { open: false, checkedIn: true, arrivalTimeChangeable: false },
}

const NONE: CheckInStage = { open: false, checkedIn: false, arrivalTimeChangeable: false }

export function checkInStage(status: CheckInStatus | null | undefined): CheckInStage {
	return status ? STAGES[status] : NONE
}

export const EARLY_ARRIVAL_STATUSES = ['requested', 'guaranteed', 'pending', 'denied', 'removed', 'forfeited', 'cancelled'] as const
export type EarlyArrivalStatus = (typeof EARLY_ARRIVAL_STATUSES)[number]

/** The early-room request's status as the page words it; null for none, or one the spec does not list. */
export function earlyArrivalOf(status: string | null | undefined): EarlyArrivalStatus | null {
	return EARLY_ARRIVAL_STATUSES.find((known) => known === status) ?? null
}
