// The bench's anchor (scripts/bench/anchor.mjs builds it in each run): the smallest
// Remix 2 app, built as the hotel app is (Vite, ESM server build), from the repository's
// own node_modules.
import { vitePlugin as remix } from '@remix-run/dev'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [
		remix({
			serverModuleFormat: 'esm',
			future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true, v3_relativeSplatPath: true, v3_throwAbortReason: true, v3_fetcherPersist: true },
		}),
	],
	logLevel: 'warn',
})
