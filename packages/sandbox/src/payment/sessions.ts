import { randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { TEST_CARDS } from '@meridian/upstream-contract/test-cards.ts'
import type { SandboxDb } from '../db/connection.ts'
import { paymentSessions } from '../db/schema/index.ts'
import { cardDigits, checkCard, type TypedCard } from './card-check.ts'

// The payment service's sessions: opened by the merchant for one cart, given a card by the
// guest on the service's own page, and redeemed once by the platform. What is kept of a
// card is what a provider keeps: the network, the last four digits, the expiry and the name.

/** How long a guest has to give a card, and the platform to redeem the token. */
export const SESSION_MINUTES = 30

type Session = typeof paymentSessions.$inferSelect

const randomId = (bytes: number) => randomBytes(bytes).toString('base64url')

export async function openSession(db: SandboxDb, input: { returnUrl: string; reference: string; acceptedCards: readonly string[] }, now: Date) {
	const id = randomId(16)
	const expiresAt = new Date(now.getTime() + SESSION_MINUTES * 60_000)
	await db.insert(paymentSessions).values({ id, returnUrl: input.returnUrl, reference: input.reference, acceptedCards: [...input.acceptedCards], expiresAt })
	return id
}

/** A session still open for a card (not expired, no token issued yet); null otherwise. */
export async function openSessionOf(db: SandboxDb, id: string, now: Date): Promise<Session | null> {
	const [row] = await db
		.select()
		.from(paymentSessions)
		.where(and(eq(paymentSessions.id, id), gt(paymentSessions.expiresAt, now), isNull(paymentSessions.token)))
	return row ?? null
}

export type CardOutcome = { refused: { field: string; why: string } } | { confirm: true } | { token: string; network: string; lastFour: string }

/** Checks the card and keeps what may be kept of it; the issuer's confirmation first for the 3-D Secure test card. */
export async function giveCard(db: SandboxDb, session: Session, card: TypedCard, now: Date): Promise<CardOutcome> {
	const checked = checkCard(card, now, session.acceptedCards)
	if ('field' in checked) return { refused: checked }
	const digits = cardDigits(card.cardNumber)
	const kept = {
		network: checked.network,
		lastFour: digits.slice(-4),
		expiryMonth: card.expiryMonth,
		expiryYear: card.expiryYear,
		cardholderName: card.cardholderName.trim(),
		declines: digits === TEST_CARDS.declined.number,
	}
	await db.update(paymentSessions).set(kept).where(eq(paymentSessions.id, session.id))
	if (digits === TEST_CARDS.threeDSecure.number) return { confirm: true }
	return issueToken(db, session.id, kept)
}

/** The issuer's confirmation (3-D Secure): a token when the guest confirms, nothing when they refuse. */
export async function issueToken(db: SandboxDb, sessionId: string, card: { network: string; lastFour: string }) {
	const token = randomId(24)
	await db
		.update(paymentSessions)
		.set({ token })
		.where(and(eq(paymentSessions.id, sessionId), isNull(paymentSessions.token)))
	return { token, network: card.network, lastFour: card.lastFour }
}

/** The platform redeems a token once, for the cart it was issued for: the card as kept, or null (unknown, used, expired, another cart's). */
export async function redeemToken(db: SandboxDb, token: string, reference: string, now: Date) {
	const [row] = await db
		.update(paymentSessions)
		.set({ redeemedAt: now })
		.where(
			and(eq(paymentSessions.token, token), eq(paymentSessions.reference, reference), isNull(paymentSessions.redeemedAt), gt(paymentSessions.expiresAt, now)),
		)
		.returning()
	if (!row?.network || !row.lastFour || !row.expiryMonth || !row.expiryYear || !row.cardholderName) return null
	return {
		network: row.network,
		lastFour: row.lastFour,
		expiryMonth: row.expiryMonth,
		expiryYear: row.expiryYear,
		cardholderName: row.cardholderName,
		declines: row.declines,
	}
}
