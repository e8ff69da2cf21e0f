// Only the layer rules of docs/architecture.md: an import that crosses a layer the
// wrong way fails `npm run lint` (and so the test command). No style rules.
import boundaries from 'eslint-plugin-boundaries'
import tseslint from 'typescript-eslint'

// First match wins, so the narrower folder comes before the one that holds it.
const elements = [
	{ type: 'messages', pattern: 'app/ui/messages' },
	{ type: 'ui', pattern: 'app/ui' },
	{ type: 'models', pattern: 'app/models' },
	{ type: 'services', pattern: 'app/services' },
	{ type: 'http', pattern: 'app/http' },
	{ type: 'routes', pattern: 'app/routes' },
	// app/root.tsx and app/entry.*.tsx: what none of the folders above holds.
	{ type: 'root', pattern: 'app' },
	{ type: 'sandbox', pattern: 'server/sandbox' },
	{ type: 'server', pattern: 'server' },
	{ type: 'mocks', pattern: 'mocks' },
	{ type: 'tests', pattern: 'tests' },
	{ type: 'scripts', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }))

const layer = (...types) => ({ element: { type: types } })
const file = (path) => ({ file: { path } })
const may = (from, ...to) => ({ from: layer(from), allow: { to: layer(...to) } })

const policies = [
	may('models', 'models'),
	// The message catalogues are data: the i18n set-up on either side reads them.
	may('messages', 'messages', 'models'),
	may('ui', 'ui', 'models', 'messages'),
	may('services', 'services', 'models', 'messages'),
	// What a route answers with: shared loaders and actions, redirects, the 503 page.
	may('http', 'http', 'services', 'models', 'messages'),
	may('routes', 'routes', 'http', 'services', 'models', 'ui', 'messages'),
	may('root', 'root', 'http', 'services', 'models', 'ui', 'messages'),
	// A component or route may name the root loader's data type (useRouteLoaderData);
	// that brings in no code of the root.
	{ from: layer('ui', 'routes'), allow: { to: layer('root'), dependency: { kind: 'type' } } },
	may('server', 'server', 'http', 'services', 'models', 'sandbox'),
	may('sandbox', 'sandbox'),
	// Known exceptions, to go when the sandbox becomes its own package (issue 11): the
	// contract it implements (operation names, error codes, limits such as BOOKING_LIMITS
	// and MAX_SAVED_PROPERTIES, the page-model shapes) still lives in app/models/upstream;
	{ from: layer('sandbox'), allow: { to: file('app/models/upstream/*.ts') } },
	// the supervisor runs in the app's process and logs with the app's logger;
	{ from: file('server/sandbox/supervisor.ts'), allow: { to: file('app/services/logger.server.ts') } },
	// a test helper encrypts a password the way the app's client does.
	{ from: file('server/sandbox/crypto/testing.ts'), allow: { to: file('app/services/password-encryption.server.ts') } },
	// msw answers with the sandbox's own schema and seed.
	may('mocks', 'mocks', 'models', 'sandbox'),
	may('tests', ...elements.map((element) => element.type)),
	may('scripts', ...elements.map((element) => element.type)),
	// A test beside its code may also use the msw handlers and the shared test set-up.
	{ from: { file: { categories: 'test' } }, allow: { to: layer('mocks', 'tests') } },
]

export default [
	{ ignores: ['node_modules/**', 'build/**', 'server-build/**', '.builds/**', 'public/**', 'reports/**', 'test-results/**'] },
	{
		files: ['**/*.{ts,tsx,js,mjs}'],
		languageOptions: { parser: tseslint.parser, sourceType: 'module' },
		plugins: { boundaries },
		settings: {
			'boundaries/elements': elements,
			'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
			'import/resolver': { typescript: { project: './tsconfig.json' } },
		},
		rules: { 'boundaries/dependencies': ['error', { default: 'disallow', policies }] },
	},
	{
		// Services return data or throw typed errors; the route (and app/http) answers HTTP.
		files: ['app/services/**/*.ts'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@remix-run/node',
							importNames: ['json', 'redirect', 'redirectDocument', 'replace', 'data', 'defer'],
							message: 'A service returns data or throws a typed error; the route decides the answer (app/http helps).',
						},
						{ name: '@epic-web/invariant', importNames: ['invariantResponse'], message: 'A status is the route\'s to decide.' },
					],
				},
			],
			'no-restricted-syntax': [
				'error',
				{ selector: "NewExpression[callee.name='Response']", message: 'A service builds no Response; throw a typed error instead.' },
			],
		},
	},
]
