import { setupServer } from 'msw/node'
import { upstreamFaults } from './faults.ts'
import { upstreamHandlers } from './handlers.ts'
import { upstreamJournal } from './journal.ts'
import { resetMockState } from './state.ts'

/** The mock upstream for vitest: `listen()` before the tests, `resetUpstreamMock()` after each. */
export const upstreamServer = setupServer(...upstreamHandlers)

/** Forgets faults, recorded requests, persisted documents and every write of the last test. */
export function resetUpstreamMock() {
	upstreamServer.resetHandlers()
	upstreamFaults.reset()
	upstreamJournal.reset()
	resetMockState()
}

export { upstreamFront } from './front.ts'
export { upstreamFaults } from './faults.ts'
export { upstreamJournal } from './journal.ts'
export { mockState } from './state.ts'
