import { z } from 'zod'
import type { Locale } from './locale.ts'

// Lookup links (spec 001 §3 "Encryption payload for a lookup link"): a link that opens the
// lookup with a reservation's details filled in, carrying them encrypted by the platform's
// encryption service, never readable in the address. Ours, where the spec is silent: the
// payload also says when it was made, and a link stops working 30 days after the stay.

export const LOOKUP_LINK_CLIENT_ID = 'reservation-lookup-link'
const DAYS_AFTER_CHECK_OUT = 30

export const LookupLinkPayloadSchema = z.object({
	resId: z.string().regex(/^\d{1,11}$/),
	checkinDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
	checkoutDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
	enrollSrcCodeKey: z.string(),
	firstName: z.string(),
	lastName: z.string().min(1),
	otaReservation: z.boolean(),
	englishFirstName: z.string().optional(),
	englishLastName: z.string().optional(),
	issuedAt: z.string(),
})
export type LookupLinkPayload = z.infer<typeof LookupLinkPayloadSchema>

type Stay = { confirmationNumber: string; checkInDate: string; checkOutDate: string; guest: { givenName: string; surname: string } }

/** The payload for a reservation: enrollSrcCodeKey names the site's country ({country}_MI). */
export function lookupLinkPayload(stay: Stay, locale: Locale, now: Date): LookupLinkPayload {
	const country = locale.split('-')[1] ?? 'US'
	return {
		resId: stay.confirmationNumber,
		checkinDate: stay.checkInDate,
		checkoutDate: stay.checkOutDate,
		enrollSrcCodeKey: `${country}_MI`,
		firstName: stay.guest.givenName,
		lastName: stay.guest.surname,
		otaReservation: false,
		issuedAt: now.toISOString(),
	}
}

/** A link past its stay by more than 30 days has expired (today: YYYY-MM-DD). */
export function linkExpired(payload: LookupLinkPayload, today: string): boolean {
	const lastDay = new Date(`${payload.checkoutDate}T00:00:00Z`)
	lastDay.setUTCDate(lastDay.getUTCDate() + DAYS_AFTER_CHECK_OUT)
	return today > lastDay.toISOString().slice(0, 10)
}
