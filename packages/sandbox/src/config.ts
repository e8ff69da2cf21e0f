import { z } from 'zod'
import { BOOKING_LIMITS } from '@meridian/upstream-contract/contract.ts'

// The sandbox upstream's own settings (the README's configuration table lists them).
const SandboxEnvSchema = z.object({
	SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
	SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
	SANDBOX_DATA_DIR: z.string().min(1).default('data/sandbox'),
	DATABASE_URL: z.string().url().optional(),
	SANDBOX_SESSION_IDLE_MINUTES: z.coerce.number().positive().default(30),
	SANDBOX_LOCKOUT_MINUTES: z.coerce.number().positive().default(30),
	SANDBOX_CART_TTL_SECONDS: z.coerce.number().int().min(1).default(BOOKING_LIMITS.cartLifetimeSeconds),
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
