/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'
import { remixConfig } from './remix.config'
import { AREAS } from './app/ui/messages/areas.ts'
import { browserMessages, chunkFileNames } from './scripts/vite-browser-messages.ts'
import { routeFamilyChunks } from './scripts/vite-route-family-chunks.ts'

const MODELS = 'app/models/**/*.test.ts'
const UPSTREAM = 'tests/integration/upstream/**/*.test.ts'
const TEMPLATE = './packages/sandbox/src/test-template.ts'
// The app's files that mock a module (vi.mock): each runs in a process of its own.
const MOCKING = [
	'app/http/require-member.server.test.ts',
	'app/services/booking-session.server.test.ts',
	'app/services/currency.server.test.ts',
	'app/services/rate-selection.server.test.ts',
	'app/services/upstream/feature-flags.server.test.ts',
]

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Only vitest needs its sequencer (and vitest/node); the app's build does not load it.
const sequencer = process.env.VITEST ? (await import('./tests/long-first-sequencer.ts')).LongestFirst : undefined

// `npm run analyze`: what each client chunk carries, gzip sizes per module, written to
// reports/bundle.html (treemap) and reports/bundle.json (for a script or a diff).
async function bundleReport() {
	if (!process.env.ANALYZE) return []
	const { visualizer } = await import('rollup-plugin-visualizer')
	const options = {
		gzipSize: true,
		filename: `reports/bundle.${process.env.ANALYZE}`,
		template: process.env.ANALYZE === 'json' ? 'raw-data' : 'treemap',
	} as const
	return [{ ...visualizer(options), apply: (_config: unknown, env: { isSsrBuild?: boolean }) => !env.isSsrBuild }]
}

export default defineConfig({
	resolve: {
		alias: {
			'#app': fromRoot('./app'),
			'#server': fromRoot('./server'),
			'#mocks': fromRoot('./mocks'),
			'#tests': fromRoot('./tests'),
		},
	},
	plugins: process.env.VITEST ? [] : [browserMessages(AREAS), remix(remixConfig), routeFamilyChunks(), ...(await bundleReport())],
	build: { cssMinify: true, rollupOptions: { output: { chunkFileNames } } },
	test: {
		environment: 'node',
		testTimeout: 30_000,
		hookTimeout: 60_000,
		// vitest's default leaves one core free (one worker on two cores); most files
		// here wait on a started server or sandbox, so use them all.
		maxWorkers: availableParallelism(),
		sequence: { sequencer },
		// The test command runs models, app, app-mocks and upstream, then sandbox on a PostgreSQL
		// server (scripts/test.sh); `vitest run` alone runs them all. include and globalSetup
		// are each project's own: vitest adds a project's arrays to the root's.
		projects: [
			// The rules in app/models are pure functions: one module graph for all their files
			// (a fresh one per file cost more than their tests), and no sandbox.
			// tests/docs reads the docs against the tree: pure file reads, no sandbox either.
			{ extends: true, test: { name: 'models', include: [MODELS, 'tests/docs/**/*.test.ts'], isolate: false } },
			// The app's unit files and the server-process files share a worker process per core
			// (isolation off), each file with fresh app modules and the environment it started
			// with (tests/fresh-file.ts): a new process per file cost more than most files' tests.
			{
				extends: true,
				test: {
					name: 'app',
					include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/integration/**/*.test.ts'],
					exclude: [MODELS, UPSTREAM, ...MOCKING, '**/node_modules/**', '**/.git/**'],
					isolate: false,
					setupFiles: ['tests/fresh-file.ts'],
					// One seeded sandbox database per run, copied by each file that needs one; and
					// the app servers the server-process files share (started on demand).
					globalSetup: [TEMPLATE, './tests/integration/shared-servers.ts'],
				},
			},
			// vi.mock replaces a module for one file's whole module graph: a process of its own.
			{ extends: true, test: { name: 'app-mocks', include: MOCKING, globalSetup: [TEMPLATE] } },
			{
				extends: true,
				test: { name: 'upstream', include: [UPSTREAM], isolate: false, setupFiles: ['tests/integration/upstream/fresh-modules.ts'], globalSetup: [TEMPLATE] },
			},
			// The sandbox's files each start their own sandbox on their own database: one module
			// graph for all of them (a fresh process per file cost 40 % of the phase's CPU).
			{ extends: true, test: { name: 'sandbox', include: ['packages/*/src/**/*.test.ts'], isolate: false, globalSetup: [TEMPLATE] } },
		],
	},
})
