import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { properties } from './catalogue.ts'
import { customers } from './customers.ts'

// Drizzle's view of migrations 0210–0212; keep the two in step.

export const carts = pgTable('carts', {
	id: text('id').primaryKey(),
	revisionNumber: integer('revision_number').notNull().default(1),
	expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
	propertyId: text('property_id')
		.notNull()
		.references(() => properties.id),
	checkInDate: date('check_in_date', { mode: 'string' }).notNull(),
	checkOutDate: date('check_out_date', { mode: 'string' }).notNull(),
	/** The member the cart is for; null for a guest. */
	customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
	/** The reservation a modify-flow cart would change. */
	modifiesConfirmationNumber: text('modifies_confirmation_number'),
	/** The hotel's currency: what is charged. */
	currency: text('currency').notNull(),
	corporateCode: text('corporate_code'),
	groupCode: text('group_code'),
	createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const cartItems = pgTable(
	'cart_items',
	{
		cartId: text('cart_id')
			.notNull()
			.references(() => carts.id, { onDelete: 'cascade' }),
		ordinal: integer('ordinal').notNull(),
		roomCode: text('room_code').notNull(),
		ratePlanCode: text('rate_plan_code').notNull(),
		adults: integer('adults').notNull(),
		children: integer('children').notNull().default(0),
	},
	(t) => [primaryKey({ columns: [t.cartId, t.ordinal] })],
)
