import { isLoopbackHost } from '@meridian/upstream-contract/loopback.ts'
import { z } from 'zod'
import { brandSiteOrigins, type BrandSites } from '#app/models/brand-links.ts'

// Every setting the product reads, with a safe default. The README's configuration
// table lists the same variables; a bad value stops the start with a clear message.
const booleanish = z.enum(['true', 'false']).transform((value) => value === 'true')
const ttl = z.coerce.number().int().min(100).max(86_400_000)

const EnvSchema = z
	.object({
		NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
		HOST: z.string().min(1).default('0.0.0.0'),
		PORT: z.coerce.number().int().min(1).max(65535).default(3000),
		UPSTREAM_URL: z.string().url().optional(),
		SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
		// The embedded sandbox's payment service (the hosted card form), on a port of its own.
		PAYMENT_PORT: z.coerce.number().int().min(1).max(65535).default(3200),
		// The payment service guests type their card into (its own origin); unset: the embedded sandbox's.
		PAYMENT_SERVICE_ORIGIN: z
			.string()
			.url()
			.optional()
			.transform((origin) => (origin ? new URL(origin).origin : undefined)),
		UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
		SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
		LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('debug'),
		// How long the platform's feature flags are kept before they are read again (spec 001 §7:
		// polled every 300000 ms), per server process.
		FEATURE_FLAG_TTL_MS: z.coerce.number().int().min(100).max(86_400_000).default(300_000),
		// The shared-content cache (what every visitor sees: docs/decisions/021): its bound per
		// server process, in bytes, and how long each kind of answer is kept before it is read again.
		SHARED_CONTENT_CACHE_MAX_BYTES: z.coerce
			.number()
			.int()
			.min(1_048_576)
			.default(64 * 1_048_576),
		// Page models, hero banners, offers and their authored fallback.
		PAGE_CONTENT_TTL_MS: ttl.default(300_000),
		// A hotel's own facts: the header's and the property bar's.
		HOTEL_FACTS_TTL_MS: ttl.default(300_000),
		// Hotel alerts, which operators post for today (a pool closed, street works).
		HOTEL_ALERTS_TTL_MS: ttl.default(60_000),
		// Social proof: the interest in a hotel now.
		SOCIAL_PROOF_TTL_MS: ttl.default(60_000),
		// Catalogue lists (the currencies prices may be shown in).
		CATALOGUE_LIST_TTL_MS: ttl.default(3_600_000),
		// While the platform fails, a kept answer is served for at most this long after it was last read.
		SHARED_CONTENT_STALE_LIMIT_MS: ttl.default(600_000),
		// Tests and the bench: each answer says which upstream operations it called, how often
		// (X-Upstream-Calls). Off in production: it tells a stranger about the platform.
		UPSTREAM_CALL_COUNT: z.enum(['on', 'off']).default('off'),
		// Several app servers: every rate limit and lockout count lives in this Redis (redis:// or
		// rediss://), so all servers draw on one budget. Unset: each server counts in its own memory.
		REDIS_URL: z
			.string()
			.url()
			.refine((url) => /^rediss?:\/\//.test(url), 'use a redis:// or rediss:// URL')
			.optional(),
		// Prometheus metrics for operators, on 127.0.0.1 at this port only (never the public one). Unset: none kept.
		METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
		// HTTP worker processes under the supervisor (npm start); unset: one per core.
		WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
		SECURE_COOKIES: booleanish.optional(),
		// Signs the app's session cookie. Unset: a random secret per process (sessions end at
		// a restart, and several app servers would not share them) — set it in production.
		SESSION_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
		// How long a worker waits for the supervisor's count of an attempt before refusing it
		// (fail closed). An answer takes well under a millisecond; only a machine so loaded that
		// the worker cannot hear it in time (the test command's servers) needs longer.
		ATTEMPT_LIMITS_PRIMARY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
		// Credential-stuffing defence: failed sign-ins allowed per window, per IP and per account.
		SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(20),
		SIGN_IN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
		SIGN_IN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
		// Password-reset codes asked for per IP address per 15 minutes (each may fill someone's inbox).
		PASSWORD_RESET_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(20),
		// One-time codes (password reset; each kind on its own): codes submitted, and new codes asked for,
		// per account and per IP address per 15 minutes; per account, the platform's own lock-out (5 wrong codes) by default.
		ONE_TIME_CODE_ATTEMPTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
		ONE_TIME_CODE_ATTEMPTS_PER_IP: z.coerce.number().int().min(1).default(20),
		// Join attempts per IP address per 15 minutes (each tells whether an e-mail has an account).
		JOIN_REQUESTS_PER_IP: z.coerce.number().int().min(1).default(20),
		// Guessing reservations: failed lookups (wrong number or wrong name) per window, per IP and per confirmation number.
		RESERVATION_LOOKUP_FAILURES_PER_IP: z.coerce.number().int().min(1).default(10),
		RESERVATION_LOOKUP_FAILURES_PER_NUMBER: z.coerce.number().int().min(1).default(5),
		RESERVATION_LOOKUP_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
		// Guessing member numbers: failed rewards lookups (a number and a last name that are no member's) per IP address per 15 minutes.
		REWARDS_LOOKUP_FAILURES_PER_IP: z.coerce.number().int().min(1).default(10),
		// Locales where sign-in is refused (spec 000 §6: zh-TW and a configured list).
		LOGIN_DISABLED_LOCALES: z
			.string()
			.default('zh-TW')
			.transform((list) =>
				list
					.split(',')
					.map((tag) => tag.trim().toLowerCase())
					.filter(Boolean),
			),
		// Sign-in by mobile number (spec 000 §5 mobile-auth mode) and the platform's test mode:
		// both check the identifier against the credential patterns.
		MOBILE_AUTH: booleanish.default('false'),
		SIGN_IN_TEST_MODE: booleanish.default('false'),
		// Whether the password travels RSA-OAEP encrypted to the platform (spec 000 §5).
		PASSWORD_ENCRYPTION: booleanish.default('true'),
		// Trust X-Forwarded-For from this many proxies in front of the app (for the client IP).
		TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
		// Where hotel images and logos are served from (spec 000 §3: image URLs are prefixed
		// by an image cache domain), e.g. https://cache.example.com. '' means this origin.
		IMAGE_CACHE_DOMAIN: z.union([z.literal(''), z.string().url()]).default(''),
		// Where guests reach the site, for links that leave it (a shared e-mail's lookup link).
		PUBLIC_ORIGIN: z
			.string()
			.url()
			.default('http://localhost:3000')
			.transform((origin) => new URL(origin).origin),
		// The luxury brands' own sites, where their hotels' page and reviews links go (spec 001
		// §2 "Hotel site links"); the only places off this site a redirect may go.
		RITZ_CARLTON_SITE_URL: z.string().url().default('https://www.ritzcarlton.com'),
		BULGARI_HOTELS_SITE_URL: z.string().url().default('https://www.bulgarihotels.com'),
	})
	.superRefine((env, context) => {
		// A random secret per start signs guests out at every deploy and differs between app
		// servers; on a developer's machine (PUBLIC_ORIGIN on localhost) that is harmless.
		if (env.SESSION_SECRET || env.NODE_ENV !== 'production' || isLoopbackHost(new URL(env.PUBLIC_ORIGIN).hostname)) return
		context.addIssue({
			code: z.ZodIssueCode.custom,
			path: ['SESSION_SECRET'],
			message: `required in production (PUBLIC_ORIGIN is ${env.PUBLIC_ORIGIN}): set at least 32 random characters, the same on every app server`,
		})
	})

export type Env = z.infer<typeof EnvSchema> & { SECURE_COOKIES: boolean }

export function parseEnv(source: Record<string, string | undefined>): Env {
	const result = EnvSchema.safeParse(source)
	if (!result.success) {
		const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
	}
	const env = result.data
	return { ...env, SECURE_COOKIES: env.SECURE_COOKIES ?? env.NODE_ENV === 'production' }
}

let cached: Env | undefined
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}

/** Where the app finds the platform: the configured one, else the embedded sandbox. */
export function upstreamUrl(env: Env = getEnv()): string {
	return env.UPSTREAM_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT}`
}

/** The brand sites the hotel links go to (app/models/brand-links.ts). */
export function brandSites(env: Env = getEnv()): BrandSites {
	return { ritzCarlton: env.RITZ_CARLTON_SITE_URL, bulgari: env.BULGARI_HOTELS_SITE_URL }
}

/** The payment service's origin: the configured one, else the embedded sandbox's. */
export function paymentServiceOrigin(env: Env = getEnv()): string {
	return env.PAYMENT_SERVICE_ORIGIN ?? `http://127.0.0.1:${env.PAYMENT_PORT}`
}

/** The origins off this site a redirect may go to: the brand sites (the leaving notice) and the payment service (the card step). */
export function offSiteRedirectOrigins(env: Env = getEnv()): string[] {
	return [...brandSiteOrigins(brandSites(env)), paymentServiceOrigin(env)]
}
