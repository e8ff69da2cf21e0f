import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'

// The source files the running product can load: everything reachable by import from the
// entry points that Remix, the Express bundle and the sandbox bundle start from, following
// only files that are not tests. A file that only a test imports is not part of the product,
// however well it is tested.

const SOURCE = /\.(ts|tsx|mjs|js|css)$/
const isTest = (path: string) => path.startsWith('tests/') || /\.(test|spec)\.tsx?$/.test(path)
const isIgnoredRouteFile = (path: string) => /\.server\.tsx?$|\.css$/.test(path)

const WORKSPACE_PACKAGES: Record<string, string> = {
	'@meridian/upstream-contract/': 'packages/upstream-contract/src/',
	'@meridian/sandbox/': 'packages/sandbox/src/',
}

const ALIASES: Record<string, string> = { '#app/': 'app/', '#server/': 'server/', '#mocks/': 'mocks/', '#tests/': 'tests/' }

function filesUnder(root: string, dir: string): string[] {
	if (!existsSync(join(root, dir))) return []
	return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
		entry.isDirectory() ? filesUnder(root, join(dir, entry.name)) : SOURCE.test(entry.name) ? [join(dir, entry.name)] : [],
	)
}

// Static imports and re-exports, side-effect imports and dynamic `import('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm

function resolve(root: string, importer: string, specifier: string): string | undefined {
	const bare = specifier.replace(/\?.*$/, '')
	let path: string | undefined
	if (bare.startsWith('.')) path = join(dirname(importer), bare)
	for (const [prefix, target] of Object.entries({ ...ALIASES, ...WORKSPACE_PACKAGES })) if (bare.startsWith(prefix)) path = target + bare.slice(prefix.length)
	if (path === undefined) return undefined
	const candidates = [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts'), join(path, 'index.tsx')]
	return candidates.find((candidate) => existsSync(join(root, candidate)) && statSync(join(root, candidate)).isFile())
}

export function productionFiles(root: string): Set<string> {
	const entries = [
		'app/root.tsx',
		'app/entry.client.tsx',
		'app/entry.server.tsx',
		'server/index.ts',
		'packages/sandbox/src/main.ts',
		...filesUnder(root, 'app/routes').filter((path) => !isTest(path) && !isIgnoredRouteFile(path)),
		...filesUnder(root, 'scripts').filter((path) => !isTest(path)),
	]
	const reached = new Set<string>()
	const queue = [...entries]
	while (queue.length > 0) {
		const file = queue.pop()!
		if (reached.has(file) || isTest(file)) continue
		reached.add(file)
		if (file.endsWith('.css')) continue
		const text = readFileSync(join(root, file), 'utf8')
		for (const match of text.matchAll(SPECIFIER)) {
			const target = resolve(root, file, match[1]!)
			if (target !== undefined) queue.push(target)
		}
	}
	return reached
}

/** A path the coverage table names that is product source code, not a test or a document. */
export const isProductSource = (path: string) => /^(app|server|packages\/[^/]+\/src)\//.test(path) && /\.(ts|tsx)$/.test(path) && !isTest(path)
