import { CARD_NOT_ACCEPTED, PAYMENT_DECLINED } from '@meridian/upstream-contract/order.ts'
import { stripSubDirectory } from './locale.ts'
import { GUEST_INFO_PATH, REVIEW_AND_GUEST_INFO_PATH, REVIEW_PATH } from './reservation-pages.ts'

// The card step (docs/decisions/010-card-form.md): the guest-details form sends the guest to
// the payment service's card form, which sends them back to our return address with a
// one-time token, or with why it issued none. Which page they came from is a key, never a
// path from the request: the return can only lead to one of these pages.

export const CARD_RETURN_PATH = '/reservation/paymentReturn.mi'

/** The pages with the guest-details form: where the guest goes back to, and where a paid card leads on to. */
export const CARD_STEP_PAGES = {
	guestInfo: { form: GUEST_INFO_PATH, next: REVIEW_PATH },
	reviewGuestInfo: { form: REVIEW_AND_GUEST_INFO_PATH, next: REVIEW_AND_GUEST_INFO_PATH },
} as const
export type CardStepPage = keyof typeof CARD_STEP_PAGES

export const cardStepPageOf = (value: string | null): CardStepPage => (value === 'reviewGuestInfo' ? 'reviewGuestInfo' : 'guestInfo')

/** Why no card was taken, as the payment step says it (booking.errors.*). */
export const CARD_PROBLEMS = ['authenticationRefused', 'cardStepCancelled', 'paymentDeclined', 'cardNotAccepted', 'cardStepExpired'] as const
export type CardProblem = (typeof CARD_PROBLEMS)[number]

/** The problem a page's `card` parameter names; null for none or one we never send. */
export const cardProblemOf = (value: string | null): CardProblem | null => CARD_PROBLEMS.find((problem) => problem === value) ?? null

/** What the payment service's refusal (its paymentRefused parameter) means for the guest. */
export const refusalProblemOf = (paymentRefused: string): CardProblem => (paymentRefused === 'authentication' ? 'authenticationRefused' : 'cardStepCancelled')

/** What the platform's refusal of the token means for the guest: declined, a card the hotel does not take, or a token it would not redeem (used, expired). */
export function tokenRefusalProblemOf(code: string): CardProblem {
	if (code === PAYMENT_DECLINED) return 'paymentDeclined'
	return code === CARD_NOT_ACCEPTED ? 'cardNotAccepted' : 'cardStepExpired'
}

/** The payment step of the page the guest came from, saying why no card was taken. */
export const cardProblemHref = (page: CardStepPage, problem: CardProblem) => `${CARD_STEP_PAGES[page].form}?${new URLSearchParams({ card: problem })}#payment`

/** Our return address (a path; the origin is the one the guest is on): the page they came from, and whether a member keeps the card. */
export function cardReturnPath(page: CardStepPage, saveCard: boolean): string {
	const query = new URLSearchParams({ from: page })
	if (saveCard) query.set('save', '1')
	return `${CARD_RETURN_PATH}?${query}`
}

/** Our payment step with JavaScript: the payment service's card form in a frame of its origin. */
export const CARD_FRAME_PATH = '/reservation/cardPayment.mi'

/** The form field the guest-details form carries once its script runs: the card step may be framed. */
export const CARD_FRAME_FIELD = 'cardFrame'

/** What the payment service's finished frame posts to our page (its `type`). */
export const CARD_FRAME_FINISHED = 'payment-finished'

const SESSION_ID = /^[\w-]{16,64}$/

/** A card session's id as the payment service issues it (base64url); null for anything else. */
export const cardSessionIdOf = (value: string | null): string | null => (value && SESSION_ID.test(value) ? value : null)

/** Our payment step framing the card session. */
export const cardFramePath = (sessionId: string) => `${CARD_FRAME_PATH}?${new URLSearchParams({ session: sessionId })}`

/**
 * Where the guest goes when the framed card step says it is finished: our return address
 * (on this page's origin, its fixed path, any locale prefix) as a path; null for a message
 * that is not the service's answer. The caller has checked the message's origin and frame.
 */
export function finishedReturnOf(data: unknown, pageOrigin: string): string | null {
	if (typeof data !== 'object' || data === null) return null
	const { type, href } = data as { type?: unknown; href?: unknown }
	if (type !== CARD_FRAME_FINISHED || typeof href !== 'string') return null
	let url: URL
	try {
		url = new URL(href)
	} catch {
		return null
	}
	if (url.origin !== pageOrigin || stripSubDirectory(url.pathname) !== CARD_RETURN_PATH) return null
	return `${url.pathname}${url.search}`
}
