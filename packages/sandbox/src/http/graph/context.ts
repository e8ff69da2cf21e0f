import { GraphQLError } from 'graphql'
import type { IncomingHttpHeaders } from 'node:http'
import { BOOKING_LIMITS, UPSTREAM_ERROR_CODES } from '@meridian/upstream-contract/contract.ts'
import { requesterOfRequest, type Requester } from '../../auth/tokens.ts'
import type { SandboxDb } from '../../db/connection.ts'

/** What every resolver of one request sees. */
export type GraphContext = {
	db: SandboxDb
	now: Date
	/** Primary language of accept-language ('en', 'es'), for localized descriptions. */
	language: string
	/**
	 * The customer the request speaks for (bearer token), read once and only when asked: a
	 * signed-in member, or a remembered one (remember-me token), who may do only what spec
	 * 000 §4 lets a remembered member do (read their own profile, save hotels).
	 */
	requesterId: () => Promise<string | null>
	/** The signed-in member the request speaks for (an access token); null for a remembered member or a guest. */
	memberId: () => Promise<string | null>
	/** A cart's lifetime in seconds (SANDBOX_CART_TTL_SECONDS). */
	cartTtlSeconds: number
}

/** Sandbox settings resolvers read. */
export type GraphSettings = { cartTtlSeconds?: number }

export function graphContext(db: SandboxDb, headers: IncomingHttpHeaders, now: Date, settings: GraphSettings = {}): GraphContext {
	let requester: Promise<Requester | null> | undefined
	const read = () => (requester ??= requesterOfRequest(db, headers, now))
	return {
		db,
		now,
		language: languageOf(headers['accept-language']),
		requesterId: async () => (await read())?.customerId ?? null,
		memberId: async () => {
			const found = await read()
			return found?.signedIn ? found.customerId : null
		},
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

/**
 * Customer data is for that customer only, signed in: the bearer token must be their access
 * token. `remembered`: their remember-me token will do too (spec 000 §4: a remembered member
 * reads their own profile and saves hotels, nothing else).
 */
export async function requireCustomer(context: GraphContext, customerId: string, { remembered = false } = {}): Promise<void> {
	const requester = await (remembered ? context.requesterId() : context.memberId())
	if (requester === null || requester !== customerId) {
		throw graphError(remembered ? 'Not authorized for this customer' : 'Sign in as this customer', UPSTREAM_ERROR_CODES.unauthorized)
	}
}
