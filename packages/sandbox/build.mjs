// Bundles the sandbox into dist/main.js: its own source and the contract package (both
// TypeScript) go in; its npm dependencies stay in node_modules.
import { readFileSync } from 'node:fs'
import { build } from 'esbuild'

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))

await build({
	entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
	outfile: new URL('./dist/main.js', import.meta.url).pathname,
	bundle: true,
	platform: 'node',
	target: 'node20',
	format: 'esm',
	external: Object.keys(dependencies).filter((name) => !name.startsWith('@meridian/')),
	sourcemap: true,
	logLevel: 'info',
})
