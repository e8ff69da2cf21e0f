import { describe, expect, it } from 'vitest'
import { mayBeFramed } from './frame-policy.ts'

describe('mayBeFramed', () => {
	it.each([
		'/signInOverlay.mi',
		'/reservation/signInOverlay.mi',
		'/reservation/signInOverlay-signInOnly.mi?returnTo=%2F',
		'/sign-in.mi?overlay=true',
		'/es/sign-in.mi?overlay=true',
		'/resLookupOverlay.mi',
		'/reservation/upcomingReservation.mi',
	])('allows our own pages to frame %s', (url) => {
		expect(mayBeFramed(url)).toBe(true)
	})

	it.each([
		'/',
		'//[',
		'//evil.example/signInOverlay.mi',
		'/sign-in.mi',
		'/sign-in.mi?overlay=false',
		'/hotels/x/overview',
		'/signInOverlay.mi/extra',
		'/reservation/lookupReservation.mi',
		'/reservation/confirmReservationCancellation.mi',
	])('keeps %s out of every frame', (url) => {
		expect(mayBeFramed(url)).toBe(false)
	})
})
