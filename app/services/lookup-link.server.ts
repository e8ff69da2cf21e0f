import { UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { localizePath } from '#app/models/locale.ts'
import { linkExpired, LOOKUP_LINK_CLIENT_ID, lookupLinkPayload, LookupLinkPayloadSchema } from '#app/models/lookup-link.ts'
import { LOOKUP_PATH } from '#app/models/reservation-lookup.ts'
import { logger } from './logger.server.ts'
import { aesDecrypt, aesEncrypt } from './upstream/encryption.server.ts'
import { ReservationError, UpstreamError } from './upstream/errors.server.ts'
import { lookUpReservation } from './upstream/operations/reservation.server.ts'
import type { Visitor } from './visitor.server.ts'

// Making and opening lookup links (app/models/lookup-link.ts). Opening one reads only: it
// fills in the lookup form, and the guest's Find (a post) keeps the reservation, so a link
// followed from another site changes nothing. A link that was changed, cut short, made for
// a reservation since cancelled, or past its time says so, with the empty form.

const MAX_LINK_DATA = 4_000

type Stay = Parameters<typeof lookupLinkPayload>[0]

/** The lookup link for a reservation, in the visitor's language; null when the platform cannot encrypt now (the page stands without it). */
export async function lookupLinkFor(stay: Stay, visitor: Visitor): Promise<string | null> {
	try {
		const data = await aesEncrypt(JSON.stringify(lookupLinkPayload(stay, visitor.locale, new Date())), LOOKUP_LINK_CLIENT_ID, visitor.upstream)
		return localizePath(`${LOOKUP_PATH}?${new URLSearchParams({ data })}`, visitor.locale)
	} catch (error) {
		if (!(error instanceof UpstreamError)) throw error
		logger.warn('lookup link: not made', { code: error.code })
		return null
	}
}

export type OpenedLink =
	{ kind: 'ok'; values: { confirmationNumber: string; lastName: string; checkInDate: string } } | { kind: 'invalid' | 'expired' | 'cancelled' }

/** What a link's data says; a failing platform throws (the route answers 503). */
export async function openLookupLink(data: string, visitor: Visitor): Promise<OpenedLink> {
	if (data.length > MAX_LINK_DATA) return { kind: 'invalid' }
	let plain: string
	try {
		plain = await aesDecrypt(data, LOOKUP_LINK_CLIENT_ID, visitor.upstream)
	} catch (error) {
		if (error instanceof UpstreamError && error.code === UPSTREAM_ERROR_CODES.badRequest) return { kind: 'invalid' }
		throw error
	}
	const payload = LookupLinkPayloadSchema.safeParse(parseJson(plain))
	if (!payload.success) return { kind: 'invalid' }
	if (linkExpired(payload.data, new Date().toISOString().slice(0, 10))) return { kind: 'expired' }
	const reservation = await lookUpReservation(payload.data.resId, payload.data.lastName, visitor.upstream).catch((error: unknown) => {
		if (error instanceof ReservationError) return null
		throw error
	})
	if (!reservation) return { kind: 'invalid' }
	if (reservation.status === 'CANCELLED') return { kind: 'cancelled' }
	return {
		kind: 'ok',
		values: { confirmationNumber: reservation.confirmationNumber, lastName: reservation.guest.surname, checkInDate: reservation.checkInDate },
	}
}

function parseJson(text: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		return null
	}
}
