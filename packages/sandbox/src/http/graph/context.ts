import { GraphQLError } from 'graphql'
import type { IncomingHttpHeaders } from 'node:http'
import { BOOKING_LIMITS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { customerIdOfRequest } from '../../auth/tokens.ts'
import type { SandboxDb } from '../../db/connection.ts'

/** What every resolver of one request sees. */
export type GraphContext = {
	db: SandboxDb
	now: Date
	/** Primary language of accept-language ('en', 'es'), for localized descriptions. */
	language: string
	/** The customer the request speaks for (bearer token), read once and only when asked. */
	requesterId: () => Promise<string | null>
	/** A cart's lifetime in seconds (SANDBOX_CART_TTL_SECONDS). */
	cartTtlSeconds: number
}

/** Sandbox settings resolvers read. */
export type GraphSettings = { cartTtlSeconds?: number }

export function graphContext(db: SandboxDb, headers: IncomingHttpHeaders, now: Date, settings: GraphSettings = {}): GraphContext {
	let requester: Promise<string | null> | undefined
	return {
		db,
		now,
		language: languageOf(headers['accept-language']),
		requesterId: () => (requester ??= customerIdOfRequest(db, headers, now)),
		cartTtlSeconds: settings.cartTtlSeconds ?? BOOKING_LIMITS.cartLifetimeSeconds,
	}
}

function languageOf(acceptLanguage: string | undefined): string {
	const first = acceptLanguage?.split(',')[0]?.trim() ?? ''
	return first.split(/[-_;]/)[0]?.toLowerCase() || 'en'
}


/** An error in a GraphQL answer, with the code the client maps to a typed error. */
export function graphError(message: string, code: string): GraphQLError {
	return new GraphQLError(message, { extensions: { code } })
}

/** Customer data is for that customer only: the bearer token must speak for `customerId`. */
export async function requireCustomer(context: GraphContext, customerId: string): Promise<void> {
	const requester = await context.requesterId()
	if (requester === null || requester !== customerId) {
		throw graphError('Not authorized for this customer', UPSTREAM_ERROR_CODES.unauthorized)
	}
}
