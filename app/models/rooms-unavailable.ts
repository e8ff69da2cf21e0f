// Spec 001 §8: 427 is the platform's "rooms unavailable". A product search says it in a
// status (its HTTP status or its code), a cart call in the code of its refusal.
const UNAVAILABLE = 427

/** Whether a platform status or refusal means the rooms are no longer available. */
export function isUnavailable(status: { code: string; httpStatus?: number }): boolean {
	return status.httpStatus === UNAVAILABLE || status.code === String(UNAVAILABLE)
}
