import type { SandboxConfig } from './config.ts'
import type { SandboxDb } from './db/connection.ts'

/** What every part of the sandbox's HTTP surface is built from. */
export type SandboxDeps = {
	db: SandboxDb
	config: SandboxConfig
	/** The sandbox's clock, so tests can move time (session expiry, lockouts). */
	now: () => Date
}
