// The hotel platform's contract as this product uses it (spec 000 §7, spec 001 §7).
// Every side reads these names: the client in app/services/upstream, the sandbox upstream
// (packages/sandbox) and the msw handlers (mocks/upstream). Bodies the spec leaves
// unshown are ours, written down in docs/upstream-contract.md.

/** GraphQL: POST to a path ending with the operation name (spec 001 §7). */
export const GRAPHQL_PATH_PREFIX = '/mi/query/'
export const graphqlPath = (operationName: string) => `${GRAPHQL_PATH_PREFIX}${operationName}`

export const REST_PATHS = {
	encryptionKey: '/mi/phoenix-account-auth/v1/encryptionKey',
	/** Sign-in (spec 000 §7 loginWithCredentials); the sandbox serves v1 and v2 alike. */
	loginWithCredentials: '/mi/phoenix-account-auth/v1/loginWithCredentials',
	/** Sign-in that also links the trip the visitor came from (tripDetails.tripId); v1 and v2 served alike. */
	loginWithCredentialsAndLink: '/mi/phoenix-account-auth/v2/loginWithCredentialsAndLink',
	/** The random-data URL (spec 000 §7, "one of two, by flag"): this one when the book-dtt flag is off… */
	randomData: '/mi/phoenix-account-auth/v1/randomData',
	/** …and this one when it is on. */
	randomDataDtt: '/mi/phoenix-account-auth/v2/randomData',
	userDetails: '/mi/phoenix-account-auth/v1/userDetails',
	clearRememberedUser: '/mi/phoenix-account-auth/v1/clearRememberedUser',
	/** Ours (docs/decisions/019-limit-keys.md): one opaque key per account, whichever identifier names it. */
	signInSubject: '/mi/phoenix-account-auth/v1/signInSubject',
	forgotPassword: '/mi/phoenix-account-auth/v1/forgotPasswordSubmit',
	generateOtp: '/mi/phoenix-account-auth/v1/generateOTP',
	newPassword: '/mi/phoenix-account-auth/v1/newPasswordSubmit',
	/** Joins Meridian Rewards: a new member (account.ts EnrollRequestSchema). */
	enroll: '/mi/phoenix-account-auth/v1/enroll',
	/** Joins, and takes a join link's stay into the new account (EnrollWithStayRequestSchema). */
	enrollV2: '/mi/phoenix-account-auth/v2/enroll',
	logout: '/mi/phoenix-account-auth/v1/logout',
	/** Ours (docs/decisions/020): the one-time code that finishes a sign-in with a second factor pending. */
	verifySignInCode: '/mi/phoenix-account-auth/v1/verifySignInCode',
	/** Ours (docs/decisions/020): a new sign-in code for the pending sign-in, sent where the first went. */
	resendSignInCode: '/mi/phoenix-account-auth/v1/resendSignInCode',
	createOnlineAccount: '/mi/phoenix-account-navigation/v1/createOnlineAccount',
	submitCreateOnlineAccount: '/mi/phoenix-account-navigation/v1/submitCreateOnlineAccount',
	userPrefilledData: '/mi/phoenix-account-navigation/v1/userPrefilledData',
	decryptEnrollmentData: '/mi/phoenix-account-navigation/v2/decryptEnrollmentData',
	/** The hotel header's customer data (spec 001 §7 path, spec 000 §7 body {customerId}): the customer's saved hotels. */
	hotelHeaderCustomerData: '/phoenix-reservation/v1/fetchHotelHeaderCustomerData',
	session: '/mi/session',
	encrypt: '/mi/phoenix-encryption/v1/aesEncrypt',
	decrypt: '/mi/phoenix-encryption/v1/aesDecrypt',
	dataLayer: '/mi/phoenix-data-layer/v1/dataLayer',
	logger: '/mi/account/api/logger',
	contentTaggedSearch: '/cts/v1/queries/index',
	/** Social proof (spec 001 §7 property details): GET with the property id at the end. */
	propertyDetails: '/mi/phoenix-property/v1/propertyDetails',
	/** The Target personalization payload (spec 001 §7): POST an mbox, answered with its offer. */
	targetDelivery: '/mi/target/v1/delivery',
	pageModel: '/mi/phoenix-page-model/v1/dynamicRouting',
	health: '/healthz',
} as const

export const HEADERS = {
	acceptLanguage: 'accept-language',
	operationName: 'graphql-operation-name',
	requestedBy: 'x-requested-by',
	requestId: 'x-request-id',
	dtt: 'dtt',
	clientName: 'apollographql-client-name',
	forceSafelisting: 'force-safelisting',
	authorization: 'authorization',
	accessType: 'access-type',
	migrationStatus: 'uxl-migration-status',
	sessionToken: 'x-session-token',
	isEAA: 'iseaa',
	// The sign-in call's extra headers (spec 000 §7; names ours, values 'true' | 'false' but random data).
	/** The enterprise sign-in page (in this product the same visitors as isEAA). */
	enterprise: 'isenterprise',
	/** Sign-in posted from an overlay (an iframe) rather than a page. */
	overlay: 'isoverlay',
	/** The password arrives as typed: the platform must not decrypt ("decode") it. */
	skipDecode: 'skipdecode',
	/** The value the random-data URL answered, once, for this sign-in. */
	randomData: 'x-random-data',
	/** The book-dtt feature flag as the app read it. */
	dttFlag: 'isdtt',
	loginEventDetails: 'logineventdetails',
} as const

export const CLIENT_NAME = 'phoenix_book'
export const REMEMBER_ME_ACCESS_TYPE = 'remember-me'

/** The data layer answers slowly by design; the spec gives it 22 s. */
export const DATA_LAYER_TIMEOUT_MS = 22_000

/** Error codes the upstream answers with (GraphQL `extensions.code`, REST `code`). */
export const UPSTREAM_ERROR_CODES = {
	persistedQueryNotFound: 'PERSISTED_QUERY_NOT_FOUND',
	sessionExpired: 'SESSION_VALIDATION_FAILED_OR_EXPIRED',
	cartExpired: 'CART_VALIDATION_FAILED_OR_EXPIRED',
	notFound: 'NOT_FOUND',
	unauthorized: 'UNAUTHORIZED',
	conflict: 'CONFLICT',
	badRequest: 'BAD_REQUEST',
	limitExceeded: 'LIMIT_EXCEEDED',
} as const

/**
 * Password reset with a one-time code (spec 000 §7; the values are ours, the spec names
 * none): six digits, good once for 10 minutes; a new one after 60 seconds; five wrong
 * codes lock the reset for 15 minutes (otpLockedOutErrorMessage).
 */
export const ONE_TIME_CODE = { digits: 6, ttlSeconds: 600, resendAfterSeconds: 60, maxFailedAttempts: 5, lockoutSeconds: 900 } as const

/** The platform's refusals of a one-time code or a new password. */
export const ONE_TIME_CODE_ERRORS = { invalid: 'OTP_INVALID', expired: 'OTP_EXPIRED', locked: 'OTP_LOCKED', tooSoon: 'OTP_TOO_SOON' } as const

/** Activating an online account: the refusals of createOnlineAccount and submitCreateOnlineAccount. */
export const ACTIVATION_ERRORS = { notFound: 'ACCOUNT_NOT_FOUND', active: 'ONLINE_ACCOUNT_EXISTS', expired: 'ACTIVATION_EXPIRED' } as const
/** How long a join link's prefill data (userPrefilledData) may be used. */
export const ENROLLMENT_PREFILL_TTL_DAYS = 30
/** Joining's refusals beyond BAD_REQUEST (joinNow's status codes, enroll's `code`; spec 000 §8 duplicate account codes). */
export const ENROLLMENT_ERRORS = {
	duplicateEmail: 'email.duplicate.account',
	duplicatePhone: 'phone.duplicate.account',
	duplicateEmailAndPhone: 'email.phone.duplicate.account',
	/** A name the platform cannot keep (not in Latin letters). */
	unprocessable: 'UNPROCESSABLE_ENTITY',
} as const
/** A join whose stay could not join the new account (JoinNowPayload warnings; spec 000 §8 reservationNotLinkedErrorMsg). */
export const RESERVATION_NOT_LINKED = 'RESERVATION_NOT_LINKED'
/** A partner programme number that is not one: joinNow's and convertPoints' refusal (spec 000 §8; field partnerNumber). */
export const INVALID_PARTNER_NUMBER = 'INVALID_PARTNER_NUMBER'
/** How long an activation started by createOnlineAccount waits for its password. */
export const ACTIVATION_TTL_SECONDS = 900

/** Sign-in server codes: the spec's (000 §8), and ours for an account that must be verified first (docs/decisions/016). */
export const LOGIN_ERROR_CODES = {
	lastAttempt: 'incorrect.password.last.attempt.remaining',
	lockedOut: 'account.lockedout.dueto.password.failure.attempts',
	invalid: 'password.username.invalid',
	typeInvalid: 'username.type.invalid',
	alreadyCombined: 'profile.registered.to.dc.program',
	/** The right password, given with a mobile number the member has not verified (403). */
	phoneNotVerified: 'phone.number.not.verified',
	/** The right password, for a membership that must be verified before it signs in online (403). */
	membershipNotVerified: 'membership.verification.required',
} as const

/** Reservation-API codes the spec lists (spec 001 §8); each maps to a typed error. */
export const RESERVATION_ERROR_CODES = [
	'reservation.not.found',
	'confirmation.number.format.invalid',
	'E_ALREADY_CANCELLED',
	'E_ALREADY_CONFIRMED',
	'E_ARRIVAL_FORMAT',
	'E_BAD_CONF_NO',
	'E_DOUBLE_CLICK',
	'E_MAX_BOOKINGS',
	'E_TOO_MANY_NIGHTS',
	'E_MOD_DISALLOW',
] as const

export const MAX_SAVED_PROPERTIES = 20

/** Booking limits both sides apply (spec 001 is silent on the values; see docs/upstream-contract.md). */
export const BOOKING_LIMITS = {
	/** Longest stay bookable online, in nights (E_TOO_MANY_NIGHTS beyond). */
	maxStayNights: 30,
	/** Furthest check-in, in days from the hotel's today (invalidTravelDatesErrorText beyond). */
	bookingWindowDays: 365,
	maxRooms: 4,
	maxGuestsPerRoom: 4,
	/** A cart's lifetime (the sandbox's SANDBOX_CART_TTL_SECONDS overrides it). */
	cartLifetimeSeconds: 15 * 60,
	groupCodeLength: 7,
	/** Most points a member may buy to cover a points stay (redemption data's canBuyPoints). */
	maxPointsPurchase: 50_000,
} as const

/** Buying points (spec 001 §1 redemption, top-up pages): in steps of 1,000 at USD 12.50 a step, 100,000 a year (ours: the spec names neither). */
export const POINTS_PURCHASE = {
	step: 1_000,
	pricePerStep: { value: 1_250, valueDecimalPoint: 2, currency: 'USD' },
	/** Most points one member may buy in a calendar year (UTC); past it, PURCHASE_LIMIT_ERROR. */
	yearlyLimit: 100_000,
} as const

/**
 * What a stay earns (spec 001 §2 earnWhileYouSleep.mi names the page, not the rule; ours):
 * base points per whole US dollar of room charges before taxes, and a bonus on them by
 * the member's tier. A stay paid with points earns none.
 */
export const STAY_EARNING = {
	basePointsPerUsd: 10,
	tierBonusPercent: { member: 0, silver: 10, gold: 25, platinum: 50, titanium: 75, ambassador: 75 },
} as const

/** Converting points to airline miles (spec 000 §4 convert-points events; the rule is ours). */
export const POINTS_CONVERSION = {
	minimumPoints: 3_000,
	stepPoints: 1_000,
	pointsPerMile: 3,
} as const

/** What stays earn (spec 000 §3 earning preference): Meridian points or airline miles. */
export const EARNING_PREFERENCES = ['HP', 'MI'] as const

/** Nights in a calendar year that make a member Silver Elite (spec 000 §2 profile). */
export const SILVER_ELITE_NIGHTS = 10

/** Spec 001 §4 check-in statuses. */
export const CHECK_IN_STATUSES = ['CHECK_IN_ELIGIBLE', 'CHECK_IN_MODIFIABLE', 'CHECK_OUT_ELIGIBLE', 'CHECKED_IN_HOUSE'] as const

/** Spec 001 §9: arrivals before this hour ask the hotel for an early check-in (a sticky request). */
export const SNA_CUTOFF_HOUR = 14
