import type { VitePluginConfig } from '@remix-run/dev'

// The Remix plugin options live here so that the Vite config stays about bundling.
export const remixConfig: VitePluginConfig = {
	// BUILD_ROOT lets several builds of one tree live side by side (server/app.ts finds
	// the client build relative to its own bundle, so the two move together).
	buildDirectory: `${process.env.BUILD_ROOT ?? '.'}/build`,
	// A route's own server-only helper sits beside it as name.server.ts and is not a route.
	ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css', '**/*.server.{ts,tsx}'],
	serverModuleFormat: 'esm',
	future: {
		v3_fetcherPersist: true,
		v3_relativeSplatPath: true,
		v3_throwAbortReason: true,
		v3_lazyRouteDiscovery: true,
		v3_singleFetch: true,
		v3_routeConfig: false,
	},
}
