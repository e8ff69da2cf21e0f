import { boolean, date, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'
import { cardColumns } from './orders.ts'

// Drizzle's view of the account migrations (0100–0199); keep the two in step.

export const credentials = pgTable('credentials', {
	customerId: text('customer_id')
		.primaryKey()
		.references(() => customers.id, { onDelete: 'cascade' }),
	passwordHash: text('password_hash').notNull(),
	updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const signInAttempts = pgTable('sign_in_attempts', {
	subject: text('subject').primaryKey(),
	failedAttempts: integer('failed_attempts').notNull().default(0),
	lockedUntil: timestamp('locked_until', { withTimezone: true }),
})

export const sessions = pgTable('sessions', {
	tokenHash: text('token_hash').primaryKey(),
	data: jsonb('data').$type<SessionData>().notNull().default({}),
	lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type SessionData = Record<string, unknown>

export const rsaKeyPairs = pgTable('rsa_key_pairs', {
	id: text('id').primaryKey(),
	publicKeyPem: text('public_key_pem').notNull(),
	privateKeyPem: text('private_key_pem').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const aesClientKeys = pgTable('aes_client_keys', {
	clientId: text('client_id').primaryKey(),
	keyBase64: text('key_base64').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const passwordResetRequests = pgTable('password_reset_requests', {
	id: text('id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
})

export const oneTimeCodes = pgTable('one_time_codes', {
	emailKey: text('email_key').primaryKey(),
	customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
	codeHash: text('code_hash'),
	channel: text('channel').$type<'email' | 'sms'>().notNull(),
	requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	failedAttempts: integer('failed_attempts').notNull().default(0),
	lockedUntil: timestamp('locked_until', { withTimezone: true }),
	usedAt: timestamp('used_at', { withTimezone: true }),
})

export const signInCodes = pgTable('sign_in_codes', {
	pendingId: text('pending_id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	codeHash: text('code_hash'),
	requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	usedAt: timestamp('used_at', { withTimezone: true }),
})

export const signInCodeFailures = pgTable('sign_in_code_failures', {
	customerId: text('customer_id')
		.primaryKey()
		.references(() => customers.id, { onDelete: 'cascade' }),
	failedAttempts: integer('failed_attempts').notNull().default(0),
	lockedUntil: timestamp('locked_until', { withTimezone: true }),
})

export const dataLayerEvents = pgTable('data_layer_events', {
	id: text('id').primaryKey(),
	event: text('event'),
	context: jsonb('context').$type<Record<string, string>>().notNull(),
	recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
})

export const logMessages = pgTable('log_messages', {
	id: text('id').primaryKey(),
	message: text('message').notNull(),
	loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
})

export const pointsPurchases = pgTable('points_purchases', {
	id: serial('id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	points: integer('points').notNull(),
	boughtAt: timestamp('bought_at', { withTimezone: true }).notNull(),
})

export const paymentMethods = pgTable('payment_methods', {
	id: text('id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	...cardColumns(),
	isDefault: boolean('is_default').notNull().default(false),
	savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
})

export const mobilePhoneCodes = pgTable('mobile_phone_codes', {
	customerId: text('customer_id')
		.primaryKey()
		.references(() => customers.id, { onDelete: 'cascade' }),
	transactionId: text('transaction_id').notNull().unique(),
	/** The number the code was texted to. */
	phone: text('phone').notNull(),
	codeHash: text('code_hash').notNull(),
	requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	failedAttempts: integer('failed_attempts').notNull().default(0),
	lockedUntil: timestamp('locked_until', { withTimezone: true }),
	usedAt: timestamp('used_at', { withTimezone: true }),
})

export const promotions = pgTable('promotions', {
	code: text('code').primaryKey(),
	title: text('title').notNull(),
	description: text('description').notNull(),
	startDate: date('start_date', { mode: 'string' }).notNull(),
	endDate: date('end_date', { mode: 'string' }).notNull(),
	demoStartOffsetDays: integer('demo_start_offset_days'),
	demoEndOffsetDays: integer('demo_end_offset_days'),
})

export const promotionRegistrations = pgTable(
	'promotion_registrations',
	{
		customerId: text('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		promotionCode: text('promotion_code')
			.notNull()
			.references(() => promotions.code, { onDelete: 'cascade' }),
		registeredAt: timestamp('registered_at', { withTimezone: true }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.customerId, t.promotionCode] })],
)

export const pointsConversions = pgTable('points_conversions', {
	id: serial('id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	partnerCode: text('partner_code').notNull(),
	points: integer('points').notNull(),
	miles: integer('miles').notNull(),
	convertedAt: timestamp('converted_at', { withTimezone: true }).notNull(),
	/** The airline programme number the miles went to (0112; null before it). */
	partnerNumber: text('partner_number'),
})

export const partnerAccounts = pgTable(
	'partner_accounts',
	{
		customerId: text('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		partnerCode: text('partner_code').notNull(),
		partnerNumber: text('partner_number').notNull(),
		savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
	},
	(t) => [primaryKey({ columns: [t.customerId, t.partnerCode] })],
)

export const onlineAccountActivations = pgTable('online_account_activations', {
	id: text('id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	usedAt: timestamp('used_at', { withTimezone: true }),
})

/** The member a guest's cart earns for (lookup rewards), until the cart is booked. */
export const cartRewardsMembers = pgTable('cart_rewards_members', {
	cartId: text('cart_id').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
})
