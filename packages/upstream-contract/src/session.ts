import { z } from 'zod'

// The session service's record (docs/upstream-contract.md). The app keeps only the
// session id; everything else about the visitor lives here.

const MfaOptionSchema = z.object({
	emailAddress: z.string().nullish(),
	phoneNumbers: z.array(z.string()).default([]),
})

/**
 * A sign-in waiting for its second factor (docs/decisions/020), written by the platform
 * only. Its other keys (whose sign-in it is) are the platform's and pass through.
 */
const SecondFactorSessionSchema = z.object({ sentTo: z.string(), channel: z.enum(['email', 'sms']) }).passthrough()

/** The keys the product uses; others the platform keeps are passed through untouched. */
export const SessionDataSchema = z
	.object({
		authenticated: z.boolean().optional(),
		rememberedUser: z.boolean().optional(),
		consumerID: z.string().optional(),
		accessToken: z.string().optional(),
		rememberToken: z.string().optional(),
		memberName: z.string().optional(),
		locale: z.string().optional(),
		propertyId: z.string().optional(),
		mfaOption: MfaOptionSchema.optional(),
		secondFactor: SecondFactorSessionSchema.optional(),
		apiErrors: z.array(z.string()).optional(),
	})
	.passthrough()
export type SessionData = z.infer<typeof SessionDataSchema>

/** A write to the session: a key set to null is removed (shallow merge). */
export type SessionChanges = { [Key in keyof SessionData]?: SessionData[Key] | null } & Record<string, unknown>

export const SessionSchema = z.object({
	sessionToken: z.string().min(1),
	data: SessionDataSchema,
	expiresAt: z.string(),
})
export type Session = z.infer<typeof SessionSchema>

/** The name of the cookie the session service reads the session id from. */
export const SESSION_COOKIE = 'sessionID'

/** The cookie beside sessionID on the session-data call (spec 000 §7): the remembered member's browser. */
export const USER_ID_COOKIE = 'UserIdToken'
