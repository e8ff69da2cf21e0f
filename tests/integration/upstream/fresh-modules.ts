import { vi } from 'vitest'

// The upstream files share a worker process (isolation off: a new process per file, with
// PGlite, msw and graphql loaded again, was two fifths of their CPU). What a file may
// change is made new before each one: the app's own modules (their environment, logger
// and limits are read once, at first use) and the environment the files set.
const firstEnvironment = ((globalThis as { upstreamFilesEnvironment?: NodeJS.ProcessEnv }).upstreamFilesEnvironment ??= { ...process.env })
for (const name of Object.keys(process.env)) if (!(name in firstEnvironment)) delete process.env[name]
Object.assign(process.env, firstEnvironment)
vi.resetModules()
