import { RateLimiterMemory } from 'rate-limiter-flexible'
import { getEnv } from './env.server.ts'

// Every accepted request for a password e-mail costs the platform a message and can fill
// someone's inbox, so each IP address may ask a few times per window: 20 per 15 minutes,
// enough for a hotel lobby or an office behind one address. Lighter than the sign-in
// limits (docs/decisions/004-sign-in-limits.md): no account is counted, because the page
// must not tell whether one exists. Counted in this process's memory, like those.
type Limits = { requestsPerIp: number; windowSeconds: number }

export function createForgotPasswordLimits({ requestsPerIp, windowSeconds }: Limits) {
	const byIp = new RateLimiterMemory({ keyPrefix: 'forgot-password-ip', points: requestsPerIp, duration: windowSeconds })
	return {
		/** Counts one request from this IP; false once the window's requests are used up. */
		async allow(ip: string): Promise<boolean> {
			try {
				await byIp.consume(ip)
				return true
			} catch (error) {
				// consume() rejects with the limiter's state when the points are gone; an Error is a fault.
				if (error instanceof Error) throw error
				return false
			}
		},
	}
}

export const forgotPasswordLimits = createForgotPasswordLimits({ requestsPerIp: getEnv().PASSWORD_RESET_REQUESTS_PER_IP, windowSeconds: 15 * 60 })
