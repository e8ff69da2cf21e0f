import { addressKey } from '#app/models/rate-limit-keys.ts'
import { createAttemptLimiter } from './attempt-limits.server.ts'
import { getEnv } from './env.server.ts'

// Requests that cost the platform a message or tell something about an account: each IP
// address (an IPv6 /64) may make a few per window, 20 per 15 minutes by default, enough for
// a hotel lobby or an office behind one address. Lighter than the sign-in limits
// (docs/decisions/004-sign-in-limits.md): no account is counted, because the pages must
// not tell whether one exists. Counted where those are (attempt-limits.server.ts), so every
// worker draws on one budget.
type Limits = { keyPrefix: string; requestsPerIp: number; windowSeconds: number }

export function createPerIpLimits({ keyPrefix, requestsPerIp, windowSeconds }: Limits) {
	const byIp = createAttemptLimiter({ name: keyPrefix, attempts: requestsPerIp, windowSeconds })
	return {
		/** Counts one request from this IP; false once the window's requests are used up (or they cannot be counted). */
		async allow(ip: string): Promise<boolean> {
			return (await byIp.take(addressKey(ip))).ok
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
