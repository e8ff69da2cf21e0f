import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { DATA_LAYER_TIMEOUT_MS, graphqlPath, REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { getEnv } from '#app/services/env.server.ts'
import { logger } from '#app/services/logger.server.ts'
import { fetchEncryptionKey, signIn, signOut } from '#app/services/upstream/account.server.ts'
import { fetchDataLayer, trackEvent, TRACK_EVENT_TIMEOUT_MS } from '#app/services/upstream/data-layer.server.ts'
import {
	CartExpired,
	Conflict,
	LoginRefused,
	NotFound,
	ReservationError,
	SessionExpired,
	Unauthorized,
	UpstreamError,
	UpstreamUnavailable,
} from '#app/services/upstream/errors.server.ts'
import { failureLine } from '#app/services/upstream/failure-log.server.ts'
import { forgetFeatureFlags, isFeatureEnabled } from '#app/services/upstream/feature-flags.server.ts'
import { fetchMemberInformation, updateSavedProperties } from '#app/services/upstream/operations/customer.server.ts'
import { fetchHotelHeaderData } from '#app/services/upstream/operations/property.server.ts'
import { createSession, readSession, updateSession } from '#app/services/upstream/session.server.ts'
import { goldMember, guest, signedInMember, useSandboxUpstream } from './sandbox-upstream.ts'

useSandboxUpstream()

const errorLog = vi.spyOn(logger, 'error')
const warnLog = vi.spyOn(logger, 'warn')
afterEach(() => vi.clearAllMocks())

const HEADER = 'PhoenixBookDTTHotelHeaderData'
const headerCalls = () => upstreamJournal.to(graphqlPath(HEADER)).filter((request) => !(request.body as { query?: string }).query)
const loggedLines = () => [...errorLog.mock.calls, ...warnLog.mock.calls].map(([line]) => line)
const failureOf = (promise: Promise<unknown>) =>
	promise.then(
		() => {
			throw new Error('expected the call to fail')
		},
		(error: unknown) => error,
	)

describe('deadlines', () => {
	it('gives up on an upstream that does not answer, as UpstreamUnavailable TIMEOUT', async () => {
		upstreamFaults.next(HEADER, 'timeout')
		const error = await failureOf(fetchHotelHeaderData('NYCMC', guest, { timeoutMs: 50 }))
		expect(error).toBeInstanceOf(UpstreamUnavailable)
		expect(error).toMatchObject({ code: 'TIMEOUT' })
		// A timeout already spent the whole budget: not tried again.
		expect(headerCalls()).toHaveLength(1)
	})

	it('uses the env timeout by default, and 22 s for the data layer', async () => {
		const timeout = vi.spyOn(AbortSignal, 'timeout')
		await fetchHotelHeaderData('NYCMC', guest)
		expect(timeout).toHaveBeenLastCalledWith(getEnv().UPSTREAM_TIMEOUT_MS)
		await fetchDataLayer({ localeKey: 'en_US', siteName: 'book', pageURI: '/' }, signedInMember)
		expect(timeout).toHaveBeenLastCalledWith(DATA_LAYER_TIMEOUT_MS)
		expect(DATA_LAYER_TIMEOUT_MS).toBe(22_000)
		await trackEvent('login-failure', { localeKey: 'en_US', siteName: 'book', pageURI: '/' }, signedInMember)
		expect(timeout).toHaveBeenLastCalledWith(TRACK_EVENT_TIMEOUT_MS)
		timeout.mockRestore()
	})

	it('never lets an analytics event fail its caller', async () => {
		upstreamFaults.next(REST_PATHS.dataLayer, 'timeout')
		await expect(
			trackEvent('login-success', { localeKey: 'en_US', siteName: 'book', pageURI: '/' }, signedInMember, { timeoutMs: 50 }),
		).resolves.toBeUndefined()
		expect(errorLog).toHaveBeenCalledWith(expect.stringMatching(/^API_ERROR\|TIMEOUT\|dataLayer\|/), expect.objectContaining({ wsErrors: expect.any(Array) }))
	})
})

describe('one retry, for reads only', () => {
	it('tries a query once more when the connection fails', async () => {
		upstreamFaults.next(HEADER, 'network-error')
		const property = await fetchHotelHeaderData('NYCMC', guest)
		expect(property?.id).toBe('NYCMC')
		expect(headerCalls()).toHaveLength(2)
		expect(loggedLines()).toEqual([expect.stringMatching(/^Error fetching data: UXL_ERROR\|NETWORK_ERROR\|PhoenixBookDTTHotelHeaderData\|/)])
	})

	it('gives up after the second failure', async () => {
		upstreamFaults.next(HEADER, 'network-error')
		upstreamFaults.next(HEADER, 'network-error')
		const error = await failureOf(fetchHotelHeaderData('NYCMC', guest))
		expect(error).toBeInstanceOf(UpstreamUnavailable)
		expect(error).toMatchObject({ code: 'NETWORK_ERROR' })
		expect(headerCalls()).toHaveLength(2)
	})

	it('tries a GET once more', async () => {
		upstreamFaults.next(REST_PATHS.encryptionKey, 'network-error')
		expect(await fetchEncryptionKey(guest)).toContain('PUBLIC KEY')
		expect(upstreamJournal.to(REST_PATHS.encryptionKey)).toHaveLength(2)
	})

	it('never sends a mutation twice', async () => {
		upstreamFaults.next('PhoenixBookUpdateSaveProperties', 'network-error')
		const input = { id: goldMember.id, savedProperties: [{ id: 'NYCMC' }], revisionToken: 'rev-1' }
		await expect(updateSavedProperties(input, signedInMember)).rejects.toBeInstanceOf(UpstreamUnavailable)
		expect(upstreamJournal.to(graphqlPath('PhoenixBookUpdateSaveProperties'))).toHaveLength(1)
	})

	it('never sends a state-changing POST or PATCH twice', async () => {
		upstreamFaults.next(REST_PATHS.session, 'network-error')
		await expect(createSession({}, guest)).rejects.toBeInstanceOf(UpstreamUnavailable)
		upstreamFaults.next(`PATCH ${REST_PATHS.session}`, 'network-error')
		await expect(updateSession({ locale: 'es-ES' }, signedInMember)).rejects.toBeInstanceOf(UpstreamUnavailable)
		expect(upstreamJournal.to(REST_PATHS.session)).toHaveLength(2)
		upstreamFaults.next(REST_PATHS.logout, 'network-error')
		await expect(signOut(signedInMember)).rejects.toBeInstanceOf(UpstreamUnavailable)
		expect(upstreamJournal.to(REST_PATHS.logout)).toHaveLength(1)
	})
})

describe('error mapping', () => {
	it.each([
		['SESSION_VALIDATION_FAILED_OR_EXPIRED', SessionExpired],
		['CART_VALIDATION_FAILED_OR_EXPIRED', CartExpired],
		['NOT_FOUND', NotFound],
		['UNAUTHORIZED', Unauthorized],
		['CONFLICT', Conflict],
		['E_DOUBLE_CLICK', ReservationError],
		['reservation.not.found', ReservationError],
	] as const)('maps the data graph’s %s to %o', async (code, kind) => {
		upstreamFaults.next(HEADER, { code })
		const error = await failureOf(fetchHotelHeaderData('NYCMC', guest))
		expect(error).toBeInstanceOf(kind)
		expect(error).toMatchObject({ code, component: HEADER, source: 'UXL_ERROR' })
	})

	it.each([
		['SESSION_VALIDATION_FAILED_OR_EXPIRED', SessionExpired],
		['CART_VALIDATION_FAILED_OR_EXPIRED', CartExpired],
		['NOT_FOUND', NotFound],
		['UNAUTHORIZED', Unauthorized],
		['CONFLICT', Conflict],
		['E_MAX_BOOKINGS', ReservationError],
	] as const)('maps a REST service’s %s to %o', async (code, kind) => {
		upstreamFaults.next(REST_PATHS.session, { code })
		const error = await failureOf(readSession(signedInMember))
		expect(error).toBeInstanceOf(kind)
		expect(error).toMatchObject({ code, component: 'session.read', source: 'API_ERROR' })
	})

	it('carries the reservation code', async () => {
		upstreamFaults.next(HEADER, { code: 'E_TOO_MANY_NIGHTS' })
		const error = await failureOf(fetchHotelHeaderData('NYCMC', guest))
		expect(error).toBeInstanceOf(ReservationError)
		expect((error as ReservationError).code).toBe('E_TOO_MANY_NIGHTS')
	})

	it('maps a 5xx to UpstreamUnavailable, for GraphQL and REST', async () => {
		upstreamFaults.next(HEADER, 'server-error')
		upstreamFaults.next(HEADER, 'server-error')
		await expect(fetchHotelHeaderData('NYCMC', guest)).rejects.toMatchObject({ code: 'SERVER_ERROR', status: 503 })
		upstreamFaults.next(REST_PATHS.session, 'server-error')
		const error = await failureOf(readSession(signedInMember))
		expect(error).toBeInstanceOf(UpstreamUnavailable)
		expect(error).toMatchObject({ status: 503 })
	})

	it.each([
		['password.username.invalid', 401],
		['incorrect.password.last.attempt.remaining', 401],
		['account.lockedout.dueto.password.failure.attempts', 423],
		['username.type.invalid', 401],
		['profile.registered.to.dc.program', 401],
		['phone.number.not.verified', 403],
		['membership.verification.required', 403],
	] as const)('refuses a sign-in with %s as LoginRefused (status %i)', async (code, status) => {
		upstreamFaults.next(REST_PATHS.loginWithCredentials, { code, nextStateURI: '/sign-in-error.mi' })
		const payload = { userId: 'ana', password: 'secret-Password-1', rememberMe: false, returnUrl: '/', pageModuleName: 'signIn' }
		const error = await failureOf(signIn(payload, guest, { passwordEncrypted: false }))
		expect(error).toBeInstanceOf(LoginRefused)
		expect(error).toMatchObject({ code, status, nextStateURI: '/sign-in-error.mi' })
	})

	it('treats an answer of an unexpected shape as MALFORMED_RESPONSE, not a crash', async () => {
		upstreamFaults.next(HEADER, 'malformed')
		const graph = await failureOf(fetchHotelHeaderData('NYCMC', guest))
		expect(graph).toBeInstanceOf(UpstreamError)
		expect(graph).toMatchObject({ code: 'MALFORMED_RESPONSE' })
		upstreamFaults.next(REST_PATHS.session, 'malformed')
		await expect(readSession(signedInMember)).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' })
	})
})

describe('log lines', () => {
	it('logs source|code|component|detail, several errors of one answer joined by ;', async () => {
		upstreamFaults.next(HEADER, { code: ['CART_VALIDATION_FAILED_OR_EXPIRED', 'SESSION_VALIDATION_FAILED_OR_EXPIRED'] })
		// The session decides where the visitor goes, whichever error came first.
		await expect(fetchHotelHeaderData('NYCMC', guest)).rejects.toBeInstanceOf(SessionExpired)
		expect(loggedLines()).toEqual([
			'Error fetching data: UXL_ERROR|CART_VALIDATION_FAILED_OR_EXPIRED|PhoenixBookDTTHotelHeaderData|mock fault CART_VALIDATION_FAILED_OR_EXPIRED;' +
				'UXL_ERROR|SESSION_VALIDATION_FAILED_OR_EXPIRED|PhoenixBookDTTHotelHeaderData|mock fault SESSION_VALIDATION_FAILED_OR_EXPIRED',
		])
	})

	it('logs an unavailable platform as an error and a refusal as a warning', async () => {
		upstreamFaults.next(REST_PATHS.session, 'server-error')
		await readSession(signedInMember).catch(() => {})
		expect(errorLog).toHaveBeenCalledWith(
			'Error with session route! API_ERROR|SERVER_ERROR|session.read|HTTP 503',
			expect.objectContaining({ wsErrors: expect.any(Array) }),
		)
		upstreamFaults.next(REST_PATHS.session, { code: 'SESSION_VALIDATION_FAILED_OR_EXPIRED' })
		await readSession(signedInMember).catch(() => {})
		expect(warnLog).toHaveBeenCalledWith(
			'Error with session route! API_ERROR|SESSION_VALIDATION_FAILED_OR_EXPIRED|session.read|HTTP 401',
			expect.objectContaining({ wsErrors: expect.any(Array) }),
		)
	})

	it('never logs a password, a token or a request body', async () => {
		const password = 'secret-Password-1'
		upstreamFaults.next(REST_PATHS.loginWithCredentials, { code: 'password.username.invalid' })
		await signIn({ userId: 'ana@example.com', password, rememberMe: true, returnUrl: '/', pageModuleName: 'signIn' }, signedInMember, {
			passwordEncrypted: false,
		}).catch(() => {})
		upstreamFaults.next('PhoenixBookMemberInformation', 'malformed')
		await fetchMemberInformation(goldMember.id, signedInMember).catch(() => {})
		upstreamFaults.next(HEADER, { code: 'UNAUTHORIZED' })
		await fetchHotelHeaderData('NYCMC', signedInMember).catch(() => {})
		const lines = loggedLines().join('\n')
		expect(lines).toContain('API_ERROR|password.username.invalid|loginWithCredentials|HTTP 401')
		expect(lines).toContain('UXL_ERROR|MALFORMED_RESPONSE|PhoenixBookMemberInformation|customer invalid_type')
		for (const secret of [password, 'ana@example.com', signedInMember.accessToken, signedInMember.sessionToken]) {
			expect(lines).not.toContain(secret)
		}
	})

	it('blanks a token the platform echoes back in an error message', () => {
		const echoed = new Unauthorized({
			source: 'UXL_ERROR',
			component: HEADER,
			detail: `token ${signedInMember.accessToken} rejected | Bearer abc.def`,
		})
		expect(failureLine(echoed, [signedInMember.accessToken])).toBe(
			'UXL_ERROR|UNAUTHORIZED|PhoenixBookDTTHotelHeaderData|token [redacted] rejected Bearer [redacted]',
		)
	})
})

describe('feature flags', () => {
	// Each test reads the flags afresh, not what the one before kept.
	beforeEach(() => forgetFeatureFlags())

	it('reads a flag whose fetch fails as off, and logs the failure', async () => {
		upstreamFaults.next('PhoenixBookFeatureFlags', 'server-error')
		expect(await isFeatureEnabled('logo-automation', guest)).toBe(false)
		expect(errorLog).toHaveBeenCalledWith('UXL_ERROR|SERVER_ERROR|PhoenixBookFeatureFlags|HTTP 503', expect.objectContaining({ wsErrors: expect.any(Array) }))
	})

	it('reads a flag as off when the fetch times out', async () => {
		upstreamFaults.next('PhoenixBookFeatureFlags', 'timeout')
		expect(await isFeatureEnabled('logo-automation', guest, { timeoutMs: 50 })).toBe(false)
		expect(loggedLines()).toContainEqual(expect.stringMatching(/^UXL_ERROR\|TIMEOUT\|PhoenixBookFeatureFlags\|/))
	})
})
