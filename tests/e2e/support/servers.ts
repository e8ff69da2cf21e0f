// The server the journeys run against, shared by playwright.config.ts and the specs.

// Ports apart from `npm start`'s 3000/3100, so the tests can run beside a running product.
export const PORT = Number(process.env.E2E_PORT ?? 3300)
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 3400)
/** The sandbox's payment service (the hosted card form), on an origin of its own. */
export const PAYMENT_PORT = Number(process.env.E2E_PAYMENT_PORT ?? 3500)
/** The second server and sandbox, for journeys that spend what others count (playwright.config.ts). */
export const OWN_PORT = PORT + 1
export const OWN_SANDBOX_PORT = SANDBOX_PORT + 1
export const OWN_PAYMENT_PORT = PAYMENT_PORT + 1

/** Signs our session cookie, so a test can hand the app a session id it made itself. */
export const SESSION_SECRET = 'e2e-tests-only-secret-0123456789abcdef'

export const baseUrlOf = (port: number) => `http://localhost:${port}`
export const sandboxUrlOf = (port: number) => `http://127.0.0.1:${port}`

/**
 * The luxury brands' sites (RITZ_CARLTON_SITE_URL, BULGARI_HOTELS_SITE_URL), on names the
 * browser resolves to loopback by itself: this app answers them (its 404 page), so a
 * journey that follows a brand link ends at the right address and never leaves the machine.
 */
export const BRAND_SITES = { ritzCarlton: `http://ritz-carlton.localhost:${PORT}`, bulgari: `http://bulgari-hotels.localhost:${PORT}` }

// When the journeys' sandboxes seed their stays: the config (loaded first, in the runner's
// own process) sets it just before it starts them, and the workers inherit it. A spec that
// computes the seeded stays' dates takes this day, not its own: a run across midnight at the
// hotel otherwise looked up the wrong check-in date and found nothing.
process.env.E2E_SANDBOX_SEEDED_AT ??= new Date().toISOString()
export const SANDBOX_SEEDED_AT = new Date(process.env.E2E_SANDBOX_SEEDED_AT)
