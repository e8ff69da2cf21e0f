import { z } from 'zod'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'
import { isLoopbackHost } from '@meridian/upstream-contract/loopback.ts'

/** The sandbox's exit code for a configuration it refuses: restarting cannot help. */
export const EXIT_BAD_CONFIG = 78

// The sandbox upstream's own settings (the README's configuration table lists them).
const SandboxEnvSchema = z
	.object({
		SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
		SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
		// The payment service (the hosted card form), on its own port: another origin than the app's.
		PAYMENT_PORT: z.coerce.number().int().min(0).max(65535).default(3200),
		// Merchant origins the payment service sends guests back to, besides this machine's (comma-separated).
		PAYMENT_RETURN_ORIGINS: z
			.string()
			.default('')
			.transform((list) =>
				list
					.split(',')
					.map((origin) => origin.trim())
					.filter(Boolean),
			),
		// The sandbox hands out reset codes (its outbox), decrypts lookup links and reads any
		// session to whoever asks: off this machine only when someone says so in so many words.
		SANDBOX_ALLOW_REMOTE: z.enum(['true', 'false']).default('false'),
		SANDBOX_DATA_DIR: z.string().min(1).default('data/sandbox'),
		DATABASE_URL: z.string().url().optional(),
		SANDBOX_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
		SANDBOX_LOCKOUT_MINUTES: z.coerce.number().positive().default(30),
		SANDBOX_CART_TTL_SECONDS: z.coerce.number().int().min(1).default(BOOKING_LIMITS.cartLifetimeSeconds),
	})
	.superRefine((config, context) => {
		if (config.SANDBOX_ALLOW_REMOTE === 'true' || isLoopbackHost(config.SANDBOX_HOST)) return
		context.addIssue({
			code: z.ZodIssueCode.custom,
			path: ['SANDBOX_HOST'],
			message: `${config.SANDBOX_HOST} is not a loopback address: the sandbox would show its outbox (reset codes), its encryption service and every session to the network; use 127.0.0.1, or set SANDBOX_ALLOW_REMOTE=true if that is really meant`,
		})
	})

export type SandboxConfig = z.infer<typeof SandboxEnvSchema>

export function parseSandboxConfig(source: Record<string, string | undefined>): SandboxConfig {
	const result = SandboxEnvSchema.safeParse(source)
	if (!result.success) {
		const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
		throw new Error(`Invalid sandbox configuration:\n${problems.join('\n')}`)
	}
	return result.data
}
