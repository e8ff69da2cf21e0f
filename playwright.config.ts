import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { BRAND_SITES, OWN_PAYMENT_PORT, OWN_PORT, OWN_SANDBOX_PORT, PAYMENT_PORT, PORT, SANDBOX_PORT, SESSION_SECRET } from './tests/e2e/support/servers.ts'

// Where `npm run build` put the build (BUILD_ROOT, default the project itself).
const BUILD_ROOT = process.env.BUILD_ROOT ?? '.'
// In the temporary folder (memory, when the test command runs it), one per port so that
// two checkouts' runs side by side never share one.
const SANDBOX_DATA_DIR = join(tmpdir(), `e2e-sandbox-${PORT}`)

// The seeded database the test command made for the run (SANDBOX_TEMPLATE_DIR, written by
// vitest's template setup): a copy opens in ~0.3 s, where seeding one is ~2.5 s of CPU.
const TEMPLATE = process.env.SANDBOX_TEMPLATE_DIR
const copyTemplate = (dataDir: string) => (TEMPLATE && existsSync(TEMPLATE) ? ` && cp -r ${TEMPLATE} ${dataDir}` : '')

/** One build of the app with its own sandbox: a fresh database for every run. */
type Ports = { port: number; sandboxPort: number; paymentPort: number }
function appServer({ port, sandboxPort, paymentPort, dataDir, env = {} }: Ports & { dataDir: string; env?: Record<string, string> }) {
	return {
		// A fresh sandbox database for every run: the journeys start from the seeded catalogue.
		command: `rm -rf ${dataDir}${copyTemplate(dataDir)} && node ${BUILD_ROOT}/server-build/index.js`,
		url: `http://localhost:${port}/readyz`,
		reuseExistingServer: false,
		// A loaded machine (the test command beside other work) has taken more than a minute to start one.
		timeout: 180_000,
		stdout: 'ignore' as const,
		stderr: 'pipe' as const,
		env: {
			NODE_ENV: 'production',
			PORT: String(port),
			SANDBOX_PORT: String(sandboxPort),
			PAYMENT_PORT: String(paymentPort),
			SANDBOX_DATA_DIR: dataDir,
			LOG_LEVEL: 'warn',
			// Every test signs in from 127.0.0.1: the per-IP limit is unit-tested, the
			// per-account one end to end.
			SIGN_IN_FAILURES_PER_IP: '10000',
			PASSWORD_RESET_REQUESTS_PER_IP: '10000',
			JOIN_REQUESTS_PER_IP: '10000',
			REWARDS_LOOKUP_FAILURES_PER_IP: '10000',
			// The lookup journeys' wrong names and dates (each a failure since issue 28 item 2), and
			// the codes of the password reset and the second factor, all come from 127.0.0.1 too.
			RESERVATION_LOOKUP_FAILURES_PER_IP: '10000',
			ONE_TIME_CODE_ATTEMPTS_PER_IP: '10000',
			// The sign-in journeys run on plain http://localhost; the redirect tests sign
			// session cookies of their own with it.
			SESSION_SECRET,
			RITZ_CARLTON_SITE_URL: BRAND_SITES.ritzCarlton,
			BULGARI_HOTELS_SITE_URL: BRAND_SITES.bulgari,
			...env,
		},
	}
}

// Debian's Chromium: Playwright's own browser download is not reachable on these machines.
// Its headless shell (Debian's chromium-headless-shell, the same engine without the
// desktop browser around it) runs the suite in half the time of the full chromium;
// E2E_CHROMIUM=/usr/bin/chromium runs it in that one instead.
const chromium = {
	executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--disable-quic',
	],
}

const OWN_SANDBOX = /\.own-sandbox\.spec\.ts$/
/** Tags (test(title, { tag }, ...)): `@js` runs in both projects, `@js-only` in the JavaScript ones alone; /@js/ matches both. */
const JS = /@js/
const JS_ONLY = /@js-only/

export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	timeout: 30_000,
	expect: { timeout: 5_000 },
	reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
	use: {
		baseURL: `http://localhost:${PORT}`,
		launchOptions: chromium,
		// Recording a trace (DOM snapshots and screenshots of every step) for every test cost
		// about a third of the run; a test that fails is retried on CI, with its trace then.
		trace: 'on-first-retry',
	},
	// Every journey runs as a person with JavaScript off. With it on run only the journeys
	// JavaScript changes (tagged @js: modals, overlays, live regions, client validation, axe,
	// one happy path per enhanced form) and those it alone makes possible (@js-only, never
	// run without it); page-visits.spec.ts visits every page once in each (issues 29, 32). Journeys
	// that spend what others count (a member's points) run against a server and sandbox of
	// their own (`*.own-sandbox.spec.ts`), so no other test sees the balance move.
	projects: [
		{
			name: 'no-js',
			testIgnore: OWN_SANDBOX,
			grepInvert: JS_ONLY,
			use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium }, javaScriptEnabled: false },
		},
		{ name: 'js', testIgnore: OWN_SANDBOX, grep: JS, use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium }, javaScriptEnabled: true } },
		// Booking on a slow phone with JavaScript off (issue 13): the journeys a small screen
		// changes most (the form, the review on one page), not every one again.
		{
			name: 'phone-no-js',
			testMatch: /booking\.spec\.ts$/,
			grep: /a guest books with a Visa card|a refused form keeps every value|guest information and the review on one page/,
			use: { ...devices['Pixel 7'], ...{ launchOptions: chromium }, javaScriptEnabled: false },
		},
		...(['no-js', 'js'] as const).map((mode) => ({
			name: `${mode}-own-sandbox`,
			testMatch: OWN_SANDBOX,
			...(mode === 'js' ? { grep: JS } : { grepInvert: JS_ONLY }),
			use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium }, javaScriptEnabled: mode === 'js', baseURL: `http://localhost:${OWN_PORT}` },
		})),
	],
	webServer: [
		appServer({ port: PORT, sandboxPort: SANDBOX_PORT, paymentPort: PAYMENT_PORT, dataDir: SANDBOX_DATA_DIR }),
		// A journey that switches a feature flag at its sandbox sees it within a second.
		appServer({
			port: OWN_PORT,
			sandboxPort: OWN_SANDBOX_PORT,
			paymentPort: OWN_PAYMENT_PORT,
			dataDir: `${SANDBOX_DATA_DIR}-own`,
			env: { FEATURE_FLAG_TTL_MS: '1000' },
		}),
	],
})
