import { z } from 'zod'

// Every setting the product reads, with a safe default. The README's configuration
// table lists the same variables; a bad value stops the start with a clear message.
const booleanish = z.enum(['true', 'false']).transform((value) => value === 'true')

const EnvSchema = z.object({
	NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
	HOST: z.string().min(1).default('0.0.0.0'),
	PORT: z.coerce.number().int().min(1).max(65535).default(3000),
	UPSTREAM_URL: z.string().url().optional(),
	SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
	UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
	SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
	LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('debug'),
	SECURE_COOKIES: booleanish.optional(),
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
