import { z } from 'zod'

// The account services' bodies (spec 000 §3 and §7; shapes the spec leaves unshown are
// in docs/upstream-contract.md).

export const EncryptionKeySchema = z.object({ rsaPublicKey: z.string().includes('PUBLIC KEY') })

export const CustomerDetailsSchema = z.object({
	consumerID: z.string(),
	givenName: z.string(),
	surname: z.string(),
	tier: z.string(),
	levelCode: z.string(),
	levelTypeCode: z.string(),
	currentPointBalance: z.number(),
})
export type CustomerDetails = z.infer<typeof CustomerDetailsSchema>

export type LoginPayload = {
	/** An e-mail or a member number; empty for a remembered member. */
	userId: string
	/** Base64 RSA-OAEP ciphertext of the password (see the encryption key). */
	password: string
	rememberMe: boolean
	returnUrl: string
	pageModuleName: string
	queryParams?: string
	tripDetails?: { tripId: string }
}

/**
 * A sign-in whose password matched but whose second factor is still to come (docs/decisions/020):
 * where the one-time code went (masked), and how long before a new one may be asked for.
 */
export const SecondFactorPendingSchema = z.object({
	sentTo: z.string().max(200),
	channel: z.enum(['email', 'sms']),
	resendAfterSeconds: z.number().int(),
})
export type SecondFactorPending = z.infer<typeof SecondFactorPendingSchema>

export const LoginSuccessSchema = z.object({
	isRedirect: z.boolean(),
	nextStateURI: z.string().nullish(),
	mfaOption: z.object({ emailAddress: z.string().nullish(), phoneNumbers: z.array(z.string()).default([]) }).nullish(),
	/** Absent while a second factor is pending: the member is not signed in yet. */
	customerDetails: CustomerDetailsSchema.nullish(),
	/** Present when the session stays unauthenticated until verifySignInCode takes the code. */
	secondFactor: SecondFactorPendingSchema.nullish(),
	encodePayload: z.string().nullish(),
	showBrowserRegistrationCta: z.boolean().nullish(),
	/** For a remembered sign-in: what the browser keeps and the session-data call sends as cookie UserIdToken. */
	userIdToken: z.string().max(200).nullish(),
})
export type LoginSuccess = z.infer<typeof LoginSuccessSchema>

/** verifySignInCode's answer: the session is signed in now (refusals: OneTimeCodeRefusalSchema). */
export const SignInCodeVerifiedSchema = z.object({
	status: z.string(),
	customerDetails: CustomerDetailsSchema,
	/** As at a remembered sign-in (LoginSuccessSchema). */
	userIdToken: z.string().max(200).nullish(),
})
export type SignInCodeVerified = z.infer<typeof SignInCodeVerifiedSchema>

/** A refused sign-in (401, or 423 while locked out). */
export const LoginRefusalSchema = z.object({
	message: z.string().nullish(),
	code: z.string(),
	nextStateURI: z.string().nullish(),
	isRedirect: z.boolean().optional(),
	phoenixErrorMessages: z.object({ errorMessages: z.array(z.string()) }).optional(),
})

/** The random-data URL's answer: a one-time value the sign-in call carries back in x-random-data. */
export const RandomDataSchema = z.object({ randomData: z.string().min(1).max(200) })

export const UserDetailsSchema = z.object({
	/** "success" (any case) when the rest can be read; anything else is a failure the app logs only. */
	status: z.string(),
	rememberedUser: z.boolean(),
	userProfileData: CustomerDetailsSchema.nullable(),
	headerSubtext: z.object({ consumerName: z.string().nullish() }),
})
export type UserDetails = z.infer<typeof UserDetailsSchema>

export const ClearRememberedUserSchema = z.object({ status: z.string(), returnTo: z.string() })

/** The account a sign-in identifier names, as an opaque key: the same for each of its identifiers, and of the same shape for none. */
export const SignInSubjectSchema = z.object({ subject: z.string().min(1).max(128) })

export const ForgotPasswordSchema = z.object({ status: z.string() })

/** A code was sent (or, for an address without an account, nothing was: the answer is the same). */
export const OneTimeCodeSentSchema = z.object({ status: z.string(), resendAfterSeconds: z.number().int() })

/** A code or a new password refused: OTP_INVALID, OTP_EXPIRED, OTP_LOCKED, OTP_TOO_SOON, or BAD_REQUEST for the password. */
export const OneTimeCodeRefusalSchema = z.object({ code: z.string(), retryAfterSeconds: z.number().int().optional(), field: z.string().optional() })

export const LogoutSchema = z.object({ status: z.string() })

/**
 * createOnlineAccount: a member number and surname of a member without an online login.
 * Refused with ACTIVATION_ERRORS.notFound (no such member, or another surname) or
 * ACTIVATION_ERRORS.active (the member signs in already).
 */
export const ActivationStartedSchema = z.object({ status: z.string(), activationId: z.string(), emailHint: z.string() })

/** submitCreateOnlineAccount: { activationId, password (sealed as for sign-in), passwordEncrypted? }; the login is the e-mail on file. */
export const ActivationDoneSchema = z.object({ status: z.string(), memberNumber: z.string(), email: z.string() })

/** A refused activation: ACTIVATION_ERRORS' codes, or BAD_REQUEST with the field. */
export const ActivationRefusalSchema = z.object({ code: z.string(), field: z.string().optional() })

/**
 * userPrefilledData: { confirmationNumber, surname } of a stay booked by a guest (no
 * member) → { status, data }: the encrypted prefill for a join link (/enrollprefill?data=…),
 * made by the platform (its e-mails; the tests ask for it as they would). NOT_FOUND
 * for any other stay. decryptEnrollmentData: { data } → the prefill; BAD_REQUEST for data
 * that was changed, not made by userPrefilledData, or is older than ENROLLMENT_PREFILL_TTL_DAYS.
 */
export const EnrollmentPrefillSchema = z.object({
	status: z.string(),
	prefill: z.object({
		givenName: z.string(),
		surname: z.string(),
		email: z.string(),
		countryCode: z.string().nullish(),
		/** The stay the new member's account takes (JoinNowInput.reservation). */
		confirmationNumber: z.string(),
	}),
})
export type EnrollmentPrefill = z.infer<typeof EnrollmentPrefillSchema>['prefill']

/**
 * enroll v1: joins Meridian Rewards (spec 000 §7; the body is ours). The password is sealed
 * as for sign-in unless `passwordEncrypted: false`; the new member signs in with the e-mail.
 * Limits are the wire's; the rules (country, phone, name, password) are the platform's
 * refusals, each with its field.
 */
export const EnrollRequestSchema = z.object({
	givenName: z.string().max(200),
	surname: z.string().max(200),
	email: z.string().max(254),
	countryCode: z.string().max(3),
	/** The mobile number that takes texts (one-time codes), or none: E.164 from the app (national digits are taken too). */
	smsPhone: z.string().max(40).nullish(),
	/** An airline or partner programme's member number, or none (INVALID_PARTNER_NUMBER). */
	partnerNumber: z.string().max(40).nullish(),
	password: z.string().min(1).max(2048),
	passwordEncrypted: z.boolean().optional(),
})
export type EnrollRequest = z.infer<typeof EnrollRequestSchema>

/** enroll v2: the same, with a join link's stay (decryptEnrollmentData's confirmationNumber) for the new account to take. */
export const EnrollWithStayRequestSchema = EnrollRequestSchema.extend({ confirmationNumber: z.string().trim().min(1).max(20) })

/** 201: the new member. v2 warns RESERVATION_NOT_LINKED (field confirmationNumber) when the stay did not join the account. */
export const EnrolledSchema = z.object({
	status: z.string(),
	customerId: z.string(),
	memberNumber: z.string(),
	warnings: z.array(z.object({ code: z.string(), field: z.string().nullish(), message: z.string().nullish() })).default([]),
})

/** A refused join: ENROLLMENT_ERRORS' codes, INVALID_PARTNER_NUMBER, or BAD_REQUEST with the field (countryCode for a country without online join). */
export const EnrollmentRefusalSchema = z.object({ code: z.string(), field: z.string().nullish(), message: z.string().nullish() })
