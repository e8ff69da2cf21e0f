import { defineConfig, devices } from '@playwright/test'

// Ports apart from `npm start`'s 3000/3100, so the tests can run beside a running product.
const PORT = Number(process.env.E2E_PORT ?? 3300)
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 3400)
// Where `npm run build` put the build (BUILD_ROOT, default the project itself).
const BUILD_ROOT = process.env.BUILD_ROOT ?? '.'
const SANDBOX_DATA_DIR = `${BUILD_ROOT === '.' ? '.cache' : BUILD_ROOT}/e2e-sandbox`

// Debian's Chromium: Playwright's own browser download is not reachable on these machines.
const chromium = {
	executablePath: '/usr/bin/chromium',
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
		trace: 'retain-on-failure',
	},
	// Every journey runs twice: as a person with JavaScript off, and with it on.
	projects: [
		{ name: 'no-js', use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium }, javaScriptEnabled: false } },
		{ name: 'js', use: { ...devices['Desktop Chrome'], ...{ launchOptions: chromium }, javaScriptEnabled: true } },
	],
	webServer: {
		// A fresh sandbox database for every run: the journeys start from the seeded catalogue.
		command: `rm -rf ${SANDBOX_DATA_DIR} && node ${BUILD_ROOT}/server-build/index.js`,
		url: `http://localhost:${PORT}/readyz`,
		reuseExistingServer: false,
		timeout: 60_000,
		stdout: 'ignore',
		stderr: 'pipe',
		env: {
			NODE_ENV: 'production',
			PORT: String(PORT),
			SANDBOX_PORT: String(SANDBOX_PORT),
			SANDBOX_DATA_DIR,
			LOG_LEVEL: 'warn',
			// Every test signs in from 127.0.0.1: the per-IP limit is unit-tested, the
			// per-account one end to end.
			SIGN_IN_FAILURES_PER_IP: '10000',
			// The sign-in journeys run on plain http://localhost.
			SESSION_SECRET: 'e2e-tests-only-secret-0123456789abcdef',
		},
	},
})
