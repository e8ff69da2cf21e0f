import { describe, expect, it } from 'vitest'
import { CHECK_IN_STATUSES } from '@meridian/upstream-contract/contract.ts'
import { checkInStage, EARLY_ARRIVAL_STATUSES, earlyArrivalOf } from './check-in.ts'

describe('checkInStage', () => {
	it.each([
		['CHECK_IN_ELIGIBLE', { open: true, checkedIn: false, arrivalTimeChangeable: false }],
		['CHECK_IN_MODIFIABLE', { open: true, checkedIn: true, arrivalTimeChangeable: true }],
		['CHECKED_IN_HOUSE', { open: false, checkedIn: true, arrivalTimeChangeable: false }],
		['CHECK_OUT_ELIGIBLE', { open: false, checkedIn: true, arrivalTimeChangeable: false }],
	] as const)('%s', (status, stage) => {
		expect(checkInStage(status)).toEqual(stage)
	})

	it('knows every status of the contract', () => {
		for (const status of CHECK_IN_STATUSES) expect(checkInStage(status)).toBeDefined()
	})

	it('offers nothing to a stay with no status (not arriving today, or cancelled)', () => {
		expect(checkInStage(null)).toEqual({ open: false, checkedIn: false, arrivalTimeChangeable: false })
		expect(checkInStage(undefined)).toEqual({ open: false, checkedIn: false, arrivalTimeChangeable: false })
	})
})

describe('earlyArrivalOf', () => {
	it.each(EARLY_ARRIVAL_STATUSES)('%s is shown', (status) => {
		expect(earlyArrivalOf(status)).toBe(status)
	})

	it('lists the seven statuses of the spec', () => {
		expect(EARLY_ARRIVAL_STATUSES).toEqual(['requested', 'guaranteed', 'pending', 'denied', 'removed', 'forfeited', 'cancelled'])
	})

	it('shows nothing for no request, or a status the spec does not list', () => {
		expect(earlyArrivalOf(null)).toBeNull()
		expect(earlyArrivalOf('')).toBeNull()
		expect(earlyArrivalOf('REQUESTED')).toBeNull()
		expect(earlyArrivalOf('toString')).toBeNull()
	})
})
