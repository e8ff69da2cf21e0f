import { RateLimiterMemory } from 'rate-limiter-flexible'
import { getEnv } from './env.server.ts'

// Requests that cost the platform a message or tell something about an account: each IP
// address may make a few per window, 20 per 15 minutes by default, enough for a hotel lobby
// or an office behind one address. Lighter than the sign-in limits
// (docs/decisions/004-sign-in-limits.md): no account is counted, because the pages must
// not tell whether one exists. Counted in this process's memory, like those.
type Limits = { keyPrefix?: string; requestsPerIp: number; windowSeconds: number }

export function createPerIpLimits({ keyPrefix = 'per-ip', requestsPerIp, windowSeconds }: Limits) {
	const byIp = new RateLimiterMemory({ keyPrefix, points: requestsPerIp, duration: windowSeconds })
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

/** Password-reset codes asked for (each may fill someone's inbox). */
export const forgotPasswordLimits = createPerIpLimits({
	keyPrefix: 'forgot-password-ip',
	requestsPerIp: getEnv().PASSWORD_RESET_REQUESTS_PER_IP,
	windowSeconds: 15 * 60,
})

/** Join attempts (each tells whether an e-mail or a phone has an account: emailDuplicateError). */
export const joinLimits = createPerIpLimits({ keyPrefix: 'join-ip', requestsPerIp: getEnv().JOIN_REQUESTS_PER_IP, windowSeconds: 15 * 60 })

/** Online-account activation look-ups (each tells whether a member number and surname match); join's setting. */
export const activationLimits = createPerIpLimits({ keyPrefix: 'activate-ip', requestsPerIp: getEnv().JOIN_REQUESTS_PER_IP, windowSeconds: 15 * 60 })
