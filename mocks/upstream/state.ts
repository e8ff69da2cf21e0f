import type { SessionData } from '@meridian/upstream-contract/session.ts'
import type { CartRecord } from './fixtures/cart.ts'
import { customers, type CustomerRecord } from './fixtures/customer.ts'
import { seededSessions } from './fixtures/session.ts'

// What the mock upstream remembers between requests of one test: the documents it has
// been sent (persisted operations), sessions, members' saved hotels, carts, data-layer events
// and log lines. resetUpstreamMock() starts it over.

type MockState = {
	documents: Map<string, string>
	sessions: Map<string, SessionData>
	customers: Map<string, CustomerRecord>
	carts: Map<string, CartRecord>
	events: string[]
	logMessages: string[]
}

function fresh(): MockState {
	return {
		documents: new Map(),
		sessions: seededSessions(),
		customers: new Map(customers.map((customer) => [customer.id, structuredClone(customer)])),
		carts: new Map(),
		events: [],
		logMessages: [],
	}
}

export const mockState: MockState = fresh()

export function resetMockState() {
	Object.assign(mockState, fresh())
}
