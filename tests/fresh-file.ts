import { register } from 'prom-client'
import { vi } from 'vitest'

// The app's test files share a worker process (isolation off: a new process per file, with
// vitest, the sandbox's PGlite and the app's modules loaded again, cost more CPU than most
// of their tests). What a file may change is made new before each one: the app's own
// modules (their environment, logger and limits are read once, at first use), the
// environment, fetch (a shared server's client wraps it, shared-server.ts), spies, stubs,
// fake timers, and what the app keeps per process under a global key (its metrics, in
// prom-client's registry too; its Redis connection), which a module read anew would reuse.
type Pristine = { environment: NodeJS.ProcessEnv; fetch: typeof fetch }
const pristine = ((globalThis as { appFilesPristine?: Pristine }).appFilesPristine ??= { environment: { ...process.env }, fetch: globalThis.fetch })
for (const name of Object.keys(process.env)) if (!(name in pristine.environment)) delete process.env[name]
Object.assign(process.env, pristine.environment)
globalThis.fetch = pristine.fetch
vi.unstubAllEnvs()
vi.unstubAllGlobals()
vi.restoreAllMocks()
vi.useRealTimers()
for (const key of Object.getOwnPropertySymbols(globalThis)) if (key.description?.startsWith('meridian.')) delete (globalThis as Record<symbol, unknown>)[key]
register.clear()
vi.resetModules()
