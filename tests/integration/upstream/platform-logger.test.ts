import { afterEach, describe, expect, it, vi } from 'vitest'
import { upstreamFaults, upstreamJournal } from '#mocks/upstream/server.ts'
import { logMessages } from '@meridian/sandbox/db/schema/index.ts'
import { REST_PATHS } from '@meridian/upstream-contract/contract.ts'
import { logger } from '#app/services/logger.server.ts'
import { signIn } from '#app/services/upstream/account.server.ts'
import { fetchMemberInformation, updateSavedProperties } from '#app/services/upstream/operations/customer.server.ts'
import { fetchHotelHeaderData } from '#app/services/upstream/operations/property.server.ts'
import { sendLogMessage } from '#app/services/upstream/log-service.server.ts'
import { fetchPageModel } from '#app/services/upstream/page-model.server.ts'
import { readSession } from '#app/services/upstream/session.server.ts'
import { goldMember, guest, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// Spec 000 §7, §8 and spec 001 §7, §8: every failure line reaches the platform's logger
// (POST /mi/account/api/logger {message}) in the spec's words, once, and with no secret.
// The sandbox keeps what it received; these tests read it back.

useSandboxUpstream()

const errorLog = vi.spyOn(logger, 'error')
const warnLog = vi.spyOn(logger, 'warn')
afterEach(async () => {
	vi.clearAllMocks()
	await upstreamSandbox().database.db.delete(logMessages)
})

const received = async () => (await upstreamSandbox().database.db.select().from(logMessages)).map((row) => row.message)
/** The lines the sandbox has, once `count` have arrived (they are sent without being awaited). */
async function receivedLines(count: number) {
	await vi.waitFor(async () => expect((await received()).length).toBeGreaterThanOrEqual(count))
	return received()
}
const failureOf = (promise: Promise<unknown>) =>
	promise.then(
		() => expect.fail('expected the call to fail'),
		(error: unknown) => error,
	)

describe('failures reach the platform logger in the spec’s words', () => {
	it('hotel header data: "Error fetching data:", logged as an error, once', async () => {
		upstreamFaults.next('PhoenixBookDTTHotelHeaderData', 'server-error')
		await failureOf(fetchHotelHeaderData('NYCMC', guest))
		const line = 'Error fetching data: UXL_ERROR|SERVER_ERROR|PhoenixBookDTTHotelHeaderData|HTTP 503'
		expect(await receivedLines(1)).toEqual([line])
		expect(errorLog.mock.calls).toEqual([[line, { wsErrors: [expect.objectContaining({ type: expect.any(String) })] }]])
		const [request] = upstreamJournal.to(REST_PATHS.logger)
		expect(request?.method).toBe('POST')
		expect(request?.body).toEqual({ message: line })
		expect(request?.headers.get('x-request-id')).toBe(guest.requestId)
	})

	it('saved properties: "Error while updating properties"', async () => {
		upstreamFaults.next('PhoenixBookUpdateSaveProperties', 'server-error')
		await failureOf(updateSavedProperties({ id: goldMember.id, savedProperties: [{ id: 'NYCMC' }], revisionToken: 'rev-1' }, signedInMember))
		expect(await receivedLines(1)).toEqual(['Error while updating properties UXL_ERROR|SERVER_ERROR|PhoenixBookUpdateSaveProperties|HTTP 503'])
	})

	it('session: "Error with session route!", and the error thrown is "Session call failed"', async () => {
		upstreamFaults.next(REST_PATHS.session, 'server-error')
		const error = await failureOf(readSession(signedInMember))
		expect(error).toMatchObject({ message: 'Session call failed', code: 'SERVER_ERROR' })
		expect(await receivedLines(1)).toEqual(['Error with session route! API_ERROR|SERVER_ERROR|session.read|HTTP 503'])
	})

	it('page model: "Page Model call failed", thrown and logged', async () => {
		upstreamFaults.next(REST_PATHS.pageModel, 'server-error')
		const error = await failureOf(fetchPageModel({ requestType: 'page', seoUrl: '/' }, guest))
		expect(error).toMatchObject({ message: 'Page Model call failed' })
		expect(await receivedLines(1)).toEqual(['Page Model call failed API_ERROR|SERVER_ERROR|pageModel|HTTP 503'])
	})

	it('any other listed GraphQL operation: UXL_ERROR with the operation, code and detail, as a warning when the visitor caused it', async () => {
		upstreamFaults.next('PhoenixBookMemberInformation', { code: 'UNAUTHORIZED' })
		await failureOf(fetchMemberInformation(goldMember.id, signedInMember))
		const line = 'UXL_ERROR|UNAUTHORIZED|PhoenixBookMemberInformation|mock fault UNAUTHORIZED'
		expect(await receivedLines(1)).toEqual([line])
		expect(warnLog.mock.calls).toEqual([[line, { wsErrors: [expect.objectContaining({ type: expect.any(String) })] }]])
	})
})

describe('no secret reaches the platform logger', () => {
	it('leaves out the password, e-mail, tokens and long numbers', async () => {
		const password = 'secret-Password-1'
		upstreamFaults.next(REST_PATHS.loginWithCredentials, { code: 'password.username.invalid' })
		await failureOf(
			signIn({ userId: 'ana@example.com', password, rememberMe: true, returnUrl: '/', pageModuleName: 'signIn' }, signedInMember, {
				passwordEncrypted: false,
			}),
		)
		upstreamFaults.next('PhoenixBookDTTHotelHeaderData', 'malformed')
		await failureOf(fetchHotelHeaderData('NYCMC', signedInMember))
		const lines = (await receivedLines(2)).join('\n')
		expect(lines).toContain('|password.username.invalid|')
		for (const secret of [password, 'ana@example.com', signedInMember.accessToken, signedInMember.sessionToken]) {
			expect(lines).not.toContain(secret)
		}
		// The logger call itself carries no token of the visitor's.
		for (const request of upstreamJournal.to(REST_PATHS.logger)) {
			expect(request.headers.get('authorization')).toBeNull()
			expect(request.headers.get('cookie')).toBeNull()
		}
	})
})

describe('a logger that fails', () => {
	it('never fails the caller, is never asked to log its own failure, and is said locally once', async () => {
		upstreamFaults.next(REST_PATHS.logger, 'server-error')
		upstreamFaults.next(REST_PATHS.logger, 'server-error')
		await expect(sendLogMessage('one', guest)).resolves.toBeUndefined()
		await expect(sendLogMessage('two', guest)).resolves.toBeUndefined()
		expect(upstreamJournal.to(REST_PATHS.logger)).toHaveLength(2)
		expect(warnLog.mock.calls).toEqual([['the platform logger did not take a line', { reason: 'HTTP 503' }]])
		await sendLogMessage('three', guest)
		expect(await received()).toEqual(['three'])
	})
})
