// Bundles the Express server and the sandbox upstream into server-build/, so that
// `npm start` runs plain JavaScript (no TypeScript loader in production).
import { build } from 'esbuild'

await build({
	entryPoints: { index: 'server/index.ts', sandbox: 'server/sandbox/main.ts' },
	outdir: `${process.env.BUILD_ROOT ?? '.'}/server-build`,
	bundle: true,
	platform: 'node',
	target: 'node20',
	format: 'esm',
	packages: 'external',
	sourcemap: true,
	logLevel: 'info',
})
