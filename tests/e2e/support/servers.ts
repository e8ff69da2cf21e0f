// The servers the journeys run against, shared by playwright.config.ts and the specs.
// The main one keeps the sandbox's real cart lifetime; a second one, on ports 10 up,
// holds carts for a few seconds so that a journey can watch one expire.

// Ports apart from `npm start`'s 3000/3100, so the tests can run beside a running product.
export const PORT = Number(process.env.E2E_PORT ?? 3300)
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 3400)
export const SHORT_CART_PORT = PORT + 10
export const SHORT_CART_SANDBOX_PORT = SANDBOX_PORT + 10
export const SHORT_CART_TTL_SECONDS = 8

/** Signs our session cookie, so a test can hand the app a session id it made itself. */
export const SESSION_SECRET = 'e2e-tests-only-secret-0123456789abcdef'

export const baseUrlOf = (port: number) => `http://localhost:${port}`
export const sandboxUrlOf = (port: number) => `http://127.0.0.1:${port}`
