import type { AppLoadContext } from '@remix-run/node'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { upstreamJournal, upstreamServer } from '#mocks/upstream/server.ts'
import { graphqlPath } from '@meridian/upstream-contract/contract.ts'
import { isSaved } from '#app/models/saved-properties.ts'
import { saveProperty, savedStateOf } from '#app/services/save-property.server.ts'
import { fetchSavedProperties } from '#app/services/upstream/operations/customer.server.ts'
import type { Visitor } from '#app/services/visitor.server.ts'
import { goldMember, signedInMember, upstreamSandbox, useSandboxUpstream } from './sandbox-upstream.ts'

// Spec 000 §4: a save is sent with the customer id and revision token; only a success status
// (in any case) is read back and flips the heart; any other status leaves the saved hotels,
// and so the heart, as they were.

useSandboxUpstream()

const UPDATE = 'PhoenixBookUpdateSaveProperties'
const READ = 'PhoenixBookHotelHeaderCustomerData'
const member: Visitor = {
	state: 'member',
	locale: signedInMember.locale,
	requestId: signedInMember.requestId,
	clientIp: '127.0.0.1',
	sessionExpired: false,
	customerId: goldMember.id,
	upstream: signedInMember,
}

// Each call is sent first by its hash alone (persisted queries); the full text follows only when asked for.
const callsOf = (operation: string) => upstreamJournal.to(graphqlPath(operation)).filter((request) => !(request.body as { query?: string }).query)
const savedNow = async (propertyId: string) => isSaved((await fetchSavedProperties(goldMember.id, signedInMember))?.savedProperties ?? [], propertyId)

/** The platform answers every update with this status, storing nothing; answers how many it had. */
function updateAnswers(code: string, httpStatus = 200) {
	const updates = { count: 0 }
	upstreamServer.use(
		http.post(`${upstreamSandbox().url}${graphqlPath(UPDATE)}`, () => {
			updates.count += 1
			return HttpResponse.json({
				data: {
					updateCustomerSavedProperties: { status: [{ httpStatus, code, errors: [], warnings: [] }], savedProperties: [], revisionToken: 'rev-unchanged' },
				},
			})
		}),
	)
	return updates
}

describe('saving a hotel', () => {
	it('on success reads the saved hotels again, and the heart flips', async () => {
		const before = await savedNow('SFOMC')
		upstreamJournal.reset()
		expect(await saveProperty(member, 'SFOMC', !before)).toEqual({ kind: 'done', saved: !before })
		expect(callsOf(UPDATE)).toHaveLength(1)
		// Read to build the update, and read again after it.
		expect(callsOf(READ)).toHaveLength(2)
		expect(await savedStateOf({} as AppLoadContext, member, 'SFOMC', 'confirmation')).toBe(!before)
	})

	it.each(['FAILURE', 'PARTIAL_SUCCESS', 'LIMIT_EXCEEDED'])('on a %s status changes nothing: not read again, the heart as it was', async (code) => {
		const before = await savedNow('SFOMC')
		upstreamJournal.reset()
		const updates = updateAnswers(code)
		expect(await saveProperty(member, 'SFOMC', !before)).toEqual({ kind: 'failed', saved: null })
		expect(updates.count).toBe(1)
		expect(callsOf(READ)).toHaveLength(1)
		upstreamServer.resetHandlers()
		expect(await savedStateOf({} as AppLoadContext, member, 'SFOMC', 'confirmation')).toBe(before)
	})

	it('takes "Success" in any case for success', async () => {
		const before = await savedNow('SFOMC')
		updateAnswers('Success')
		expect(await saveProperty(member, 'SFOMC', !before)).toMatchObject({ kind: 'done' })
	})

	it('on the real platform’s refusal of a code that is no property code, leaves the list as it was', async () => {
		const before = (await fetchSavedProperties(goldMember.id, signedInMember))?.savedProperties
		expect(await saveProperty(member, 'NOT-A-CODE', true)).toEqual({ kind: 'failed', saved: null })
		expect((await fetchSavedProperties(goldMember.id, signedInMember))?.savedProperties).toEqual(before)
	})
})
