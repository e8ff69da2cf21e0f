import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { carts } from './carts.ts'
import { reservations, type GuestAddress } from './catalogue.ts'

// Drizzle's view of migrations 0213 to 0215 and 0227; keep them in step.

export const travelAgents = pgTable('travel_agents', {
	iataNumber: text('iata_number').primaryKey(),
	code: text('code').notNull().unique(),
	name: text('name').notNull(),
	rateNames: text('rate_names').array().notNull(),
})

export const cartGuests = pgTable('cart_guests', {
	cartId: text('cart_id')
		.primaryKey()
		.references(() => carts.id, { onDelete: 'cascade' }),
	/** A user_titles code, or null. */
	title: text('title'),
	givenName: text('given_name').notNull(),
	surname: text('surname').notNull(),
	email: text('email').notNull(),
	phone: text('phone').notNull(),
	address: jsonb('address').$type<GuestAddress>().notNull(),
	arrivalTime: text('arrival_time'),
	comments: text('comments'),
	requestCodes: text('request_codes').array().notNull().default([]),
	travelAgentIata: text('travel_agent_iata'),
	travelInsurance: boolean('travel_insurance'),
	prepayConsent: boolean('prepay_consent').notNull().default(false),
})

/** What a payment provider keeps of an authorized card: a cart's payment and a member's saved card alike. */
export const cardColumns = () => ({
	network: text('network').notNull(),
	lastFour: text('last_four').notNull(),
	expiryMonth: integer('expiry_month').notNull(),
	expiryYear: integer('expiry_year').notNull(),
	cardholderName: text('cardholder_name').notNull(),
	paymentToken: text('payment_token').notNull(),
})

export const cartPayments = pgTable('cart_payments', {
	cartId: text('cart_id')
		.primaryKey()
		.references(() => carts.id, { onDelete: 'cascade' }),
	...cardColumns(),
})

export const orders = pgTable('orders', {
	id: text('id').primaryKey(),
	cartId: text('cart_id').notNull().unique(),
	idempotencyKey: text('idempotency_key').notNull().unique(),
	orderRevisionNumber: integer('order_revision_number').notNull().default(1),
	confirmationNumber: text('confirmation_number')
		.notNull()
		.references(() => reservations.confirmationNumber),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const outbox = pgTable('outbox', {
	id: serial('id').primaryKey(),
	channel: text('channel').$type<'email' | 'sms'>().notNull(),
	recipient: text('recipient').notNull(),
	subject: text('subject').notNull(),
	body: text('body').notNull(),
	confirmationNumber: text('confirmation_number'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The platform's checks refuse this guest's bookings with the code (migration 0227; the sandbox's scenario sets it). */
export const orderRefusals = pgTable('order_refusals', {
	guestEmail: text('guest_email').primaryKey(),
	code: text('code').notNull(),
})
