import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { properties } from './catalogue.ts'

// Tables of the page components the platform feeds (hotel alerts, hero banners, messages,
// recommended products, social proof, Target offers). Drizzle's view of migrations 0220,
// 0221 and 0301; keep them in step.

export const propertyAlerts = pgTable('property_alerts', {
	id: text('id').primaryKey(),
	propertyId: text('property_id')
		.notNull()
		.references(() => properties.id),
	language: text('language').notNull(),
	severity: text('severity').$type<'critical' | 'warning' | 'info'>().notNull(),
	title: text('title').notNull(),
	message: text('message').notNull(),
	startDate: text('start_date').notNull(),
	endDate: text('end_date').notNull(),
	position: integer('position').notNull(),
})

export const heroBanners = pgTable(
	'hero_banners',
	{
		propertyId: text('property_id')
			.notNull()
			.references(() => properties.id),
		language: text('language').notNull(),
		card: jsonb('card').notNull(),
	},
	(table) => [primaryKey({ columns: [table.propertyId, table.language] })],
)

export const contentMessages = pgTable('content_messages', {
	id: text('id').primaryKey(),
	placement: text('placement').notNull(),
	propertyId: text('property_id').references(() => properties.id),
	language: text('language').notNull(),
	title: text('title').notNull(),
	body: text('body').notNull(),
	ctaText: text('cta_text'),
	ctaLink: text('cta_link'),
	position: integer('position').notNull(),
})

export const recommendedProducts = pgTable(
	'recommended_products',
	{
		propertyId: text('property_id')
			.notNull()
			.references(() => properties.id),
		preference: text('preference').notNull(),
		language: text('language').notNull(),
		roomTypeCode: text('room_type_code').notNull(),
		name: text('name').notNull(),
		description: text('description').notNull(),
	},
	(table) => [primaryKey({ columns: [table.propertyId, table.preference, table.language] })],
)

export const propertyInterest = pgTable('property_interest', {
	propertyId: text('property_id')
		.primaryKey()
		.references(() => properties.id),
	viewersNow: integer('viewers_now').notNull(),
	bookedToday: integer('booked_today').notNull(),
})

export const targetOffers = pgTable(
	'target_offers',
	{
		mbox: text('mbox').notNull(),
		propertyId: text('property_id').notNull().default(''),
		audience: text('audience').$type<'guest' | 'member' | 'any'>().notNull(),
		language: text('language').notNull(),
		offer: jsonb('offer').notNull(),
	},
	(table) => [primaryKey({ columns: [table.mbox, table.propertyId, table.audience, table.language] })],
)
