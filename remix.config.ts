import type { VitePluginConfig } from '@remix-run/dev'

// The Remix plugin options live here so that the Vite config stays about bundling.
export const remixConfig: VitePluginConfig = {
	ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css'],
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
