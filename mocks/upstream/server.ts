import { setupServer } from 'msw/node'

/**
 * msw for vitest, in front of a sandbox: it starts with no handlers, a test file installs
 * `upstreamFront(sandbox.url)` once its sandbox has a port.
 */
export const upstreamServer = setupServer()

export { upstreamFront } from './front.ts'
export { upstreamFaults } from './faults.ts'
export { upstreamJournal } from './journal.ts'
