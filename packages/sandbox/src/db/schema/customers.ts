import { boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

// Drizzle's view of migration 0001 (and the columns 0107 and 0113 add); keep them in step.
export const customers = pgTable('customers', {
	id: text('id').primaryKey(),
	email: text('email').notNull().unique(),
	memberNumber: text('member_number').notNull().unique(),
	givenName: text('given_name').notNull(),
	surname: text('surname').notNull(),
	localizedGivenName: text('localized_given_name'),
	localizedSurname: text('localized_surname'),
	tier: text('tier').notNull(),
	levelCode: text('level_code').notNull(),
	levelTypeCode: text('level_type_code').notNull(),
	pointBalance: integer('point_balance').notNull().default(0),
	nightsThisYear: integer('nights_this_year').notNull().default(0),
	isEnterpriseAccess: boolean('is_enterprise_access').notNull().default(false),
	mfaEmail: text('mfa_email'),
	mfaPhones: jsonb('mfa_phones').$type<string[]>().notNull().default([]),
	revisionToken: text('revision_token').notNull(),
	/** What stays earn: points (HP) or airline miles (MI). */
	earningPreference: text('earning_preference').$type<EarningPreference>().notNull().default('HP'),
	communicationEmail: boolean('communication_email').notNull().default(true),
	communicationSms: boolean('communication_sms').notNull().default(false),
	/** Digits with an optional leading +; null without one. */
	mobilePhone: text('mobile_phone'),
	mobilePhoneVerified: boolean('mobile_phone_verified').notNull().default(false),
	twoStepVerification: boolean('two_step_verification').notNull().default(false),
	/** Signs in online only once verified: a new password by the code sent to the member does it (0113). */
	membershipVerificationRequired: boolean('membership_verification_required').notNull().default(false),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const accessTokens = pgTable('access_tokens', {
	tokenHash: text('token_hash').primaryKey(),
	customerId: text('customer_id')
		.notNull()
		.references(() => customers.id, { onDelete: 'cascade' }),
	kind: text('kind').$type<TokenKind>().notNull(),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export type TokenKind = 'access' | 'remember-me'

export type EarningPreference = 'HP' | 'MI'
