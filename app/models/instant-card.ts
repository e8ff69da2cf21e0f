// The co-brand credit card's instant application (spec 000 §8 "iccSuccessMessage,
// iccPendingMessage"; spec 001 §2 "co-branded credit card"): the card's issuer sends the
// guest back to the confirmation page with the application's result in `iccStatus`, and
// the page says it. Anything else in the parameter says nothing.

export const ICC_STATUS_PARAM = 'iccStatus'

export type IccMessageKey = 'iccSuccessMessage' | 'iccPendingMessage'

const MESSAGE_BY_STATUS: Record<string, IccMessageKey> = {
	approved: 'iccSuccessMessage',
	success: 'iccSuccessMessage',
	pending: 'iccPendingMessage',
}

export function iccMessageOf(searchParams: URLSearchParams): IccMessageKey | null {
	return MESSAGE_BY_STATUS[(searchParams.get(ICC_STATUS_PARAM) ?? '').trim().toLowerCase()] ?? null
}
