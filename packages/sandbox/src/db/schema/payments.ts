import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// Drizzle's view of migration 0400; keep the two in step.

export const paymentSessions = pgTable('payment_sessions', {
	id: text('id').primaryKey(),
	/** Where the guest goes back to, with the token or the refusal: the merchant's own address. */
	returnUrl: text('return_url').notNull(),
	/** The merchant's reference: the cart the token may pay for. */
	reference: text('reference').notNull(),
	acceptedCards: text('accepted_cards').array().notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	// What is kept of the card, once checked: never its number or security code.
	network: text('network'),
	lastFour: text('last_four'),
	expiryMonth: integer('expiry_month'),
	expiryYear: integer('expiry_year'),
	cardholderName: text('cardholder_name'),
	/** The issuer will decline it when the platform authorizes it (the declined test card). */
	declines: boolean('declines').notNull().default(false),
	/** The one-time token the guest carries back; null until the card is accepted (and confirmed). */
	token: text('token').unique(),
	redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
})
