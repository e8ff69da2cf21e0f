// Bundles the Express server into server-build/, so that `npm start` runs plain
// JavaScript (no TypeScript loader in production). Workspace packages (@meridian/*) are
// TypeScript and go in; every npm package stays in node_modules (Vite, too: development
// loads it lazily). The sandbox builds itself (packages/sandbox/build.mjs).
import { build } from 'esbuild'

const npmPackagesStayExternal = {
	name: 'npm-packages-stay-external',
	setup(bundle) {
		bundle.onResolve({ filter: /^[^./#]/ }, ({ path }) => (path.startsWith('@meridian/') ? undefined : { path, external: true }))
	},
}

await build({
	entryPoints: { index: 'server/index.ts' },
	outdir: `${process.env.BUILD_ROOT ?? '.'}/server-build`,
	bundle: true,
	platform: 'node',
	target: 'node20',
	format: 'esm',
	plugins: [npmPackagesStayExternal],
	sourcemap: true,
	logLevel: 'info',
})
