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
	{ type: 'server', pattern: 'server' },
	// The workspace packages: the platform's contract, and the sandbox that implements it.
	{ type: 'contract', pattern: 'packages/upstream-contract' },
	{ type: 'sandbox', pattern: 'packages/sandbox' },
	{ type: 'mocks', pattern: 'mocks' },
	{ type: 'tests', pattern: 'tests' },
	{ type: 'scripts', pattern: 'scripts' },
].map((element) => ({ ...element, partialMatch: false }))

const layer = (...types) => ({ element: { type: types } })
const file = (path) => ({ file: { path } })
const may = (from, ...to) => ({ from: layer(from), allow: { to: layer(...to) } })

const policies = [
	may('contract', 'contract'),
	may('models', 'models', 'contract'),
	// The message catalogues are data: the i18n set-up on either side reads them.
	may('messages', 'messages', 'models'),
	may('ui', 'ui', 'models', 'contract', 'messages'),
	may('services', 'services', 'models', 'contract', 'messages'),
	// What a route answers with: shared loaders and actions, redirects, the 503 page.
	may('http', 'http', 'services', 'models', 'contract', 'messages'),
	may('routes', 'routes', 'http', 'services', 'models', 'contract', 'ui', 'messages'),
	may('root', 'root', 'http', 'services', 'models', 'contract', 'ui', 'messages'),
	// A component or route may name the root loader's data type (useRouteLoaderData);
	// that brings in no code of the root.
	{ from: layer('ui', 'routes'), allow: { to: layer('root'), dependency: { kind: 'type' } } },
	// The app's server starts the sandbox when no UPSTREAM_URL is set.
	may('server', 'server', 'http', 'services', 'models', 'contract', 'sandbox'),
	// The sandbox knows the contract and nothing of the app.
	may('sandbox', 'sandbox', 'contract'),
	// msw stands in front of a sandbox, with the contract's paths and error bodies.
	may('mocks', 'mocks', 'models', 'contract', 'sandbox'),
	may('tests', ...elements.map((element) => element.type)),
	may('scripts', ...elements.map((element) => element.type)),
	// A test beside its code may also use msw (faults, journal) and the shared test set-up.
	{ from: { file: { categories: 'test' } }, allow: { to: layer('mocks', 'tests') } },
]

// What a route answers with is the route's (or app/http's) to decide.
const routeAnswers = [
	{
		name: '@remix-run/node',
		importNames: ['json', 'redirect', 'redirectDocument', 'replace', 'data', 'defer'],
		message: 'A service returns data or throws a typed error; the route decides the answer (app/http helps).',
	},
	{ name: '@epic-web/invariant', importNames: ['invariantResponse'], message: "A status is the route's to decide." },
]
// Issue 33: a service hands back what a cookie is to hold, as data; the cookie (name,
// attributes, signing) is defined in app/http, which with the route writes the Set-Cookie.
const cookieDefinitions = {
	name: '@remix-run/node',
	importNames: ['createCookie', 'createCookieSessionStorage', 'createSessionStorage', 'createMemorySessionStorage', 'createFileSessionStorage'],
	message: 'A cookie is defined in app/http; a service returns what it should hold.',
}
const cookieWriting = [
	{
		selector: 'Literal[value=/^set-cookie$/i], TemplateElement[value.raw=/set-cookie/i]',
		message: 'A service writes no Set-Cookie; return what the cookie should hold and let the route (app/http) write it.',
	},
	{
		selector: 'CallExpression[callee.property.name=/^(serialize|commitSession|destroySession)$/]',
		message: 'A service serialises no cookie; return what it should hold and let the route (app/http) write it.',
	},
]

// Issue 33, one field kit: a form's controls come from app/ui/form-fields (label, message,
// ARIA and the limits of the form's model wired once), so no limit is typed in markup.
// Hidden inputs and buttons are not fields.
const fieldMarkup = [
	{
		selector: "JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value=/^(hidden|submit)$/]))",
		message: 'A form field comes from the field kit (app/ui/form-fields): TextField, SelectField, InlineSelectField, CheckboxRow, ChoiceGroup.',
	},
	{
		selector: 'JSXOpeningElement[name.name=/^(select|textarea)$/]',
		message: 'A form field comes from the field kit (app/ui/form-fields): TextField, SelectField, InlineSelectField, CheckboxRow, ChoiceGroup.',
	},
]
/** The kit itself (its show/hide password input, form-fields/password-input.tsx, a module of its own that TextField takes as its `input`). */
const fieldMarkupOfItsOwn = ['app/ui/form-fields.tsx', 'app/ui/form-fields/**']

export default [
	{ ignores: ['node_modules/**', 'build/**', 'server-build/**', '.builds/**', 'public/**', 'reports/**', 'test-results/**', 'packages/*/dist/**'] },
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
			'no-restricted-imports': ['error', { paths: [...routeAnswers, cookieDefinitions] }],
			'no-restricted-syntax': [
				'error',
				{ selector: "NewExpression[callee.name='Response']", message: 'A service builds no Response; throw a typed error instead.' },
				...cookieWriting,
			],
		},
	},
	{
		// The two cookies services read (the session: who the visitor is; the preferences:
		// the locale that decides the language) are defined here; still written only by app/http.
		files: ['app/services/session.server.ts', 'app/services/preference-cookie.server.ts'],
		rules: { 'no-restricted-imports': ['error', { paths: routeAnswers }] },
	},
	{
		// An upstream operation is the client's own business (its query, variables and shape);
		// a route asks a service in app/services, which may combine, guard or remember.
		files: ['app/routes/**/*.{ts,tsx}', 'app/http/**/*.ts'],
		ignores: ['**/*.test.{ts,tsx}'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							group: ['#app/services/upstream/operations/*', '**/services/upstream/operations/*'],
							message: 'Call a service in app/services, not an upstream operation.',
						},
					],
				},
			],
		},
	},
	{
		files: ['app/**/*.tsx'],
		ignores: ['**/*.test.tsx', ...fieldMarkupOfItsOwn],
		rules: { 'no-restricted-syntax': ['error', ...fieldMarkup] },
	},
]
