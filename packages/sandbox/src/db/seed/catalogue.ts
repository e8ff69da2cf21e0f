import type { SandboxDb } from '../connection.ts'
import {
	brands,
	contentItems,
	currencies,
	featureFlags,
	lookups,
	properties,
	propertyContactNumbers,
	ratePlans,
	reservationRooms,
	reservations,
	roomFeatureCodes,
	roomFeatures,
	roomRates,
	rooms,
	savedProperties,
	translations,
	userTitles,
} from '../schema/index.ts'
import { seedBooking } from './catalogue/booking.ts'
import { SEED_BRANDS, SEED_CURRENCIES } from './catalogue/brands.ts'
import { SEED_CONTENT_ITEMS } from './catalogue/content.ts'
import { SEED_FEATURE_FLAGS } from './catalogue/flags.ts'
import { SEED_LOOKUPS } from './catalogue/lookups.ts'
import { SEED_PROPERTIES } from './catalogue/properties.ts'
import { contactNumberRows, propertyRow } from './catalogue/property-shape.ts'
import { ratePlanRows, roomRateRows } from './catalogue/rates.ts'
import { seedReservationRows } from './catalogue/reservations.ts'
import { SEED_ROOM_FEATURE_CODES, roomFeatureRows, roomRows } from './catalogue/rooms.ts'
import { SEED_SAVED_PROPERTIES } from './catalogue/saved-properties.ts'
import { SEED_TRANSLATIONS, SEED_USER_TITLES } from './catalogue/texts.ts'

export { refreshDemoDates } from './catalogue/demo-dates.ts'
export { SEED_CONFIRMATION_NUMBERS, NON_MEMBER_GUEST } from './catalogue/reservations.ts'
export { SEED_CORPORATE_CODE, groupCodeOf } from './catalogue/rates.ts'

// Brands, properties, rooms, rates, lookups, feature flags, saved properties, reservations.
export async function seedCatalogue(db: SandboxDb, now: Date = new Date()) {
	await db.insert(currencies).values(SEED_CURRENCIES)
	await db.insert(brands).values([...SEED_BRANDS])
	await db.insert(roomFeatureCodes).values(SEED_ROOM_FEATURE_CODES)
	await db.insert(properties).values(SEED_PROPERTIES.map(propertyRow))
	await db.insert(propertyContactNumbers).values(SEED_PROPERTIES.flatMap(contactNumberRows))
	await db.insert(rooms).values(SEED_PROPERTIES.flatMap(roomRows))
	await db.insert(roomFeatures).values(SEED_PROPERTIES.flatMap(roomFeatureRows))
	await db.insert(ratePlans).values(SEED_PROPERTIES.flatMap(ratePlanRows))
	await db.insert(roomRates).values(SEED_PROPERTIES.flatMap(roomRateRows))
	await seedBooking(db)
	await db.insert(lookups).values(SEED_LOOKUPS)
	await db.insert(featureFlags).values(SEED_FEATURE_FLAGS)
	await db.insert(contentItems).values(SEED_CONTENT_ITEMS)
	await db.insert(savedProperties).values(SEED_SAVED_PROPERTIES)
	await db.insert(userTitles).values(SEED_USER_TITLES)
	await db.insert(translations).values(SEED_TRANSLATIONS)
	// Dated from the seed's own clock; refreshDemoDates moves them on later starts.
	const { stays, rooms: reservedRooms } = seedReservationRows(now)
	await db.insert(reservations).values(stays)
	await db.insert(reservationRooms).values(reservedRooms)
}
