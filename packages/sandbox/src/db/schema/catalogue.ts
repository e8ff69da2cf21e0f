import { boolean, date, doublePrecision, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { customers } from './customers.ts'

// Tables of the data graph: brands, properties, rooms, rates, saved properties,
// reservations, lookups, flags, content and persisted operations. Drizzle's view of the
// migrations in migrations/catalogue/; keep the two in step (composite foreign keys are
// declared in the SQL only).

export const currencies = pgTable('currencies', {
	code: text('code').primaryKey(),
	decimalPoint: integer('decimal_point').notNull(),
})

export const brands = pgTable('brands', {
	code: text('code').primaryKey(),
	name: text('name').notNull(),
	isLuxury: boolean('is_luxury').notNull(),
})

export const properties = pgTable('properties', {
	id: text('id').primaryKey(),
	seoNickname: text('seo_nickname').notNull().unique(),
	name: text('name').notNull(),
	brandCode: text('brand_code')
		.notNull()
		.references(() => brands.code),
	currency: text('currency')
		.notNull()
		.references(() => currencies.code),
	latitude: doublePrecision('latitude').notNull(),
	longitude: doublePrecision('longitude').notNull(),
	coordinateSystem: text('coordinate_system').notNull(),
	isMax: boolean('is_max').notNull(),
	websiteUrl: text('website_url'),
	timeZone: text('time_zone').notNull(),
	addressLine1: text('address_line1').notNull(),
	addressLine2: text('address_line2'),
	addressLine3: text('address_line3'),
	city: text('city').notNull(),
	stateCode: text('state_code'),
	stateDescription: text('state_description'),
	countryCode: text('country_code').notNull(),
	countryDescription: text('country_description').notNull(),
	postalCode: text('postal_code'),
	stars: doublePrecision('stars').notNull(),
	starsDescription: text('stars_description'),
	reviewCount: integer('review_count').notNull(),
	reviewDescription: text('review_description'),
	primaryImageUrl: text('primary_image_url'),
	hotelLogoUrl: text('hotel_logo_url'),
	/** Friday and Saturday nights cost this much more, in percent (0207). */
	weekendUpliftPercent: integer('weekend_uplift_percent').notNull().default(15),
	/** The hotel's migration status, sent back as uxl-migration-status; null: none set (0226). */
	migrationStatus: text('migration_status'),
})

export const propertyContactNumbers = pgTable(
	'property_contact_numbers',
	{
		propertyId: text('property_id')
			.notNull()
			.references(() => properties.id),
		position: integer('position').notNull(),
		typeCode: text('type_code').notNull(),
		typeDescription: text('type_description').notNull(),
		original: text('original').notNull(),
		display: text('display').notNull(),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.position] })],
)

export const roomFeatureCodes = pgTable('room_feature_codes', {
	code: text('code').primaryKey(),
	description: text('description').notNull(),
	categories: text('categories').array().notNull(),
})

export const rooms = pgTable(
	'rooms',
	{
		propertyId: text('property_id')
			.notNull()
			.references(() => properties.id),
		code: text('code').notNull(),
		name: text('name').notNull(),
		description: text('description').notNull(),
		bedType: text('bed_type').notNull(),
		maxOccupancy: integer('max_occupancy').notNull(),
		isSleepingRoom: boolean('is_sleeping_room').notNull(),
		position: integer('position').notNull(),
		/** Rooms of this type the hotel sells each night (0207). */
		inventory: integer('inventory').notNull().default(10),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.code] })],
)

export const roomFeatures = pgTable(
	'room_features',
	{
		propertyId: text('property_id').notNull(),
		roomCode: text('room_code').notNull(),
		featureCode: text('feature_code')
			.notNull()
			.references(() => roomFeatureCodes.code),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.roomCode, t.featureCode] })],
)

export const RATE_TABS = ['STANDARD', 'DEALS_AND_PACKAGES', 'PREPAY', 'SPECIAL_RATES', 'REDEMPTION', 'GROUP'] as const
export type RateTab = (typeof RATE_TABS)[number]
export type SpecialRateType = 'AAA' | 'SENIOR' | 'GOVERNMENT' | 'CORPORATE'

export const ratePlans = pgTable(
	'rate_plans',
	{
		propertyId: text('property_id')
			.notNull()
			.references(() => properties.id),
		code: text('code').notNull(),
		tab: text('tab').$type<RateTab>().notNull(),
		name: text('name').notNull(),
		description: text('description').notNull(),
		specialRateType: text('special_rate_type').$type<SpecialRateType>(),
		corporateCode: text('corporate_code'),
		groupCode: text('group_code'),
		isMemberRate: boolean('is_member_rate').notNull(),
		isPrepay: boolean('is_prepay').notNull(),
		cancellationPolicy: text('cancellation_policy').notNull(),
		position: integer('position').notNull(),
		// Migration 0216.
		guaranteeType: text('guarantee_type').notNull().default('5.PMT'),
		depositType: integer('deposit_type'),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.code] })],
)

/** Prices in the property's currency, minor units (see currencies.decimal_point). */
export const roomRates = pgTable(
	'room_rates',
	{
		propertyId: text('property_id').notNull(),
		ratePlanCode: text('rate_plan_code').notNull(),
		roomCode: text('room_code').notNull(),
		amountPerNight: integer('amount_per_night').notNull(),
		taxesPerNight: integer('taxes_per_night').notNull(),
		pointsPerNight: integer('points_per_night'),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.ratePlanCode, t.roomCode] })],
)

/** Nights a hotel sells nothing (of one room type, or of all when roomCode is null), as offsets from its today. */
export const stopSells = pgTable('stop_sells', {
	id: text('id').primaryKey(),
	propertyId: text('property_id')
		.notNull()
		.references(() => properties.id),
	roomCode: text('room_code'),
	firstNightOffsetDays: integer('first_night_offset_days').notNull(),
	nights: integer('nights').notNull(),
	reason: text('reason').notNull(),
})

/** Room photos: paths under the image cache domain. */
export const roomImages = pgTable(
	'room_images',
	{
		propertyId: text('property_id').notNull(),
		roomCode: text('room_code').notNull(),
		position: integer('position').notNull(),
		url: text('url').notNull(),
		caption: text('caption').notNull(),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.roomCode, t.position] })],
)

/** ERS attributes of a room pool: category code (spec 001 §9) and description. */
export const roomAttributes = pgTable(
	'room_attributes',
	{
		propertyId: text('property_id').notNull(),
		roomCode: text('room_code').notNull(),
		categoryCode: text('category_code').notNull(),
		categoryDescription: text('category_description').notNull(),
		position: integer('position').notNull(),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.roomCode, t.categoryCode] })],
)

/** Rule descriptions of a rate plan (rate details), with translations by language code ('es'). */
export const rateRules = pgTable(
	'rate_rules',
	{
		propertyId: text('property_id').notNull(),
		ratePlanCode: text('rate_plan_code').notNull(),
		position: integer('position').notNull(),
		description: text('description').notNull(),
		localizedDescriptions: jsonb('localized_descriptions').$type<Record<string, string>>().notNull().default({}),
	},
	(t) => [primaryKey({ columns: [t.propertyId, t.ratePlanCode, t.position] })],
)

/** Fixed demo rates: units of the currency per US dollar, an exact decimal (read as a string). */
export const exchangeRates = pgTable('exchange_rates', {
	currencyCode: text('currency_code')
		.primaryKey()
		.references(() => currencies.code),
	unitsPerUsd: numeric('units_per_usd', { precision: 20, scale: 6 }).notNull(),
	position: integer('position').notNull(),
})

export type LookupKind = 'COUNTRIES' | 'STATES'

export const lookups = pgTable(
	'lookups',
	{
		type: text('type').$type<LookupKind>().notNull(),
		/** The country a state belongs to; '' for a country. */
		countryCode: text('country_code').notNull(),
		code: text('code').notNull(),
		description: text('description').notNull(),
		/** Descriptions in other languages, by language code ('es'). */
		localizedDescriptions: jsonb('localized_descriptions').$type<Record<string, string>>().notNull().default({}),
		position: integer('position').notNull(),
	},
	(t) => [primaryKey({ columns: [t.type, t.countryCode, t.code] })],
)

export const featureFlags = pgTable('feature_flags', {
	name: text('name').primaryKey(),
	enabled: boolean('enabled').notNull(),
})

export const savedProperties = pgTable(
	'saved_properties',
	{
		customerId: text('customer_id')
			.notNull()
			.references(() => customers.id, { onDelete: 'cascade' }),
		/** Upper-cased property code; not a foreign key, the platform keeps codes it does not list. */
		propertyId: text('property_id').notNull(),
		position: integer('position').notNull(),
	},
	(t) => [primaryKey({ columns: [t.customerId, t.propertyId] })],
)

export type ReservationStatus = 'CONFIRMED' | 'CANCELLED'

export const reservations = pgTable('reservations', {
	confirmationNumber: text('confirmation_number').primaryKey(),
	propertyId: text('property_id')
		.notNull()
		.references(() => properties.id),
	customerId: text('customer_id').references(() => customers.id),
	guestGivenName: text('guest_given_name').notNull(),
	guestSurname: text('guest_surname').notNull(),
	guestEmail: text('guest_email').notNull(),
	status: text('status').$type<ReservationStatus>().notNull(),
	checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
	checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
	revisionNumber: integer('revision_number').notNull().default(1),
	/** Seeded demo stays only: arrival is this many days after the hotel's today, on every start. */
	demoArrivalOffsetDays: integer('demo_arrival_offset_days'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
	cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
	// Migration 0213: what a booking made online keeps of the guest and the card.
	guestPhone: text('guest_phone'),
	guestAddress: jsonb('guest_address').$type<GuestAddress>(),
	arrivalTime: text('arrival_time'),
	comments: text('comments'),
	requestCodes: text('request_codes').array().notNull().default([]),
	cardNetwork: text('card_network'),
	cardLastFour: text('card_last_four'),
	// Migration 0214.
	travelAgentIata: text('travel_agent_iata'),
	travelInsurancePremium: integer('travel_insurance_premium'),
	// Migration 0215.
	prepayConsentedAt: timestamp('prepay_consented_at', { withTimezone: true }),
	// Migration 0216.
	guaranteeType: text('guarantee_type'),
	depositType: integer('deposit_type'),
	// Migration 0218.
	checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
	earlyArrivalStatus: text('early_arrival_status'),
	// Migration 0219.
	lastChangeCartId: text('last_change_cart_id'),
})

export type GuestAddress = {
	line1: string | null
	line2: string | null
	city: string | null
	stateProvinceCode: string | null
	postalCode: string | null
	countryCode: string
}

export const reservationRooms = pgTable(
	'reservation_rooms',
	{
		confirmationNumber: text('confirmation_number')
			.notNull()
			.references(() => reservations.confirmationNumber, { onDelete: 'cascade' }),
		ordinal: integer('ordinal').notNull(),
		roomCode: text('room_code').notNull(),
		ratePlanCode: text('rate_plan_code').notNull(),
		adults: integer('adults').notNull(),
		children: integer('children').notNull(),
		amountPerNight: integer('amount_per_night').notNull(),
		taxesPerNight: integer('taxes_per_night').notNull(),
		pointsPerNight: integer('points_per_night'),
		// Migration 0217: set when the room alone was cancelled.
		cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
	},
	(t) => [primaryKey({ columns: [t.confirmationNumber, t.ordinal] })],
)

/** Content-tagged assets (alternate hotel logos, photos), tagged by property code. */
export const contentItems = pgTable('content_items', {
	id: text('id').primaryKey(),
	propertyId: text('property_id')
		.notNull()
		.references(() => properties.id),
	name: text('name').notNull(),
	imageUrl: text('image_url').notNull(),
	link: text('link'),
	locale: text('locale').notNull(),
	position: integer('position').notNull(),
})

/** GraphQL documents by sha256, registered by clients (automatic persisted operations). */
export const persistedOperations = pgTable('persisted_operations', {
	sha256Hash: text('sha256_hash').primaryKey(),
	document: text('document').notNull(),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
