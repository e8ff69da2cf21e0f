// The status list a mutation payload answers (spec 001 §8 "Response status fields"): the
// code is what clients read; the HTTP status each refusal carries rides along.

const HTTP_STATUS: Record<string, number> = {
	SUCCESS: 200,
	BAD_REQUEST: 400,
	UNAUTHORIZED: 401,
	PAYMENT_DECLINED: 402,
	NOT_FOUND: 404,
	CONFLICT: 409,
	'email.duplicate.account': 409,
	'phone.duplicate.account': 409,
	OTP_INVALID: 400,
	OTP_EXPIRED: 400,
	OTP_LOCKED: 429,
	OTP_TOO_SOON: 429,
	'427': 409,
	E_DOUBLE_CLICK: 409,
	E_BAD_IATA: 400,
	E_TOO_MANY_NIGHTS: 422,
	LIMIT_EXCEEDED: 429,
	E_MAX_BOOKINGS: 422,
	invalidTravelDatesErrorText: 422,
}

export const status = (code: string, message?: string, field?: string) => [
	{ httpStatus: HTTP_STATUS[code] ?? 422, code, errors: message ? [{ message, field: field ?? null }] : [], warnings: [] },
]
