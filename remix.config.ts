import type { VitePluginConfig } from '@remix-run/dev'

// The Remix plugin options live here so that the Vite config stays about bundling.
export const remixConfig: VitePluginConfig = {
	// BUILD_ROOT lets several builds of one tree live side by side (server/app.ts finds
	// the client build relative to its own bundle, so the two move together).
	buildDirectory: `${process.env.BUILD_ROOT ?? '.'}/build`,
	serverModuleFormat: 'esm',
	future: {
		v3_fetcherPersist: true,
		v3_relativeSplatPath: true,
		v3_throwAbortReason: true,
		v3_lazyRouteDiscovery: true,
		v3_singleFetch: true,
		// app/routes.ts is the URL map: only the modules it names are routes.
		v3_routeConfig: true,
	},
}
