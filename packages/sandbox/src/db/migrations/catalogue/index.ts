import persistedOperations from './0200_persisted_operations.ts'
import properties from './0201_properties.ts'
import roomsAndRates from './0202_rooms_and_rates.ts'
import lookupsAndFlags from './0203_lookups_and_flags.ts'
import savedProperties from './0204_saved_properties.ts'
import reservations from './0205_reservations.ts'
import contentItems from './0206_content_items.ts'
import roomInventory from './0207_room_inventory.ts'
import roomMediaAndRules from './0208_room_media_and_rules.ts'
import exchangeRates from './0209_exchange_rates.ts'
import carts from './0210_carts.ts'
import cartItems from './0211_cart_items.ts'
import cartHolds from './0212_cart_holds.ts'
import orders from './0213_orders.ts'
import travelAgentsAndInsurance from './0214_travel_agents_and_insurance.ts'
import prepayConsent from './0215_prepay_consent.ts'
import guaranteeAndDeposit from './0216_guarantee_and_deposit.ts'
import roomCancellation from './0217_room_cancellation.ts'
import onlineCheckIn from './0218_online_check_in.ts'
import reservationChanges from './0219_reservation_changes.ts'
import propertyAlertsAndBanners from './0220_property_alerts_and_banners.ts'
import messagesAndRecommendations from './0221_messages_and_recommendations.ts'
import userTitles from './0223_user_titles.ts'
import translations from './0224_translations.ts'
import cartGuestTitle from './0225_cart_guest_title.ts'
import propertyMigrationStatus from './0226_property_migration_status.ts'
import orderRefusals from './0227_order_refusals.ts'

// Migrations of the data graph, in order; ids 0200–0299.
export const CATALOGUE_MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
	{ id: '0200_persisted_operations', sql: persistedOperations },
	{ id: '0201_properties', sql: properties },
	{ id: '0202_rooms_and_rates', sql: roomsAndRates },
	{ id: '0203_lookups_and_flags', sql: lookupsAndFlags },
	{ id: '0204_saved_properties', sql: savedProperties },
	{ id: '0205_reservations', sql: reservations },
	{ id: '0206_content_items', sql: contentItems },
	{ id: '0207_room_inventory', sql: roomInventory },
	{ id: '0208_room_media_and_rules', sql: roomMediaAndRules },
	{ id: '0209_exchange_rates', sql: exchangeRates },
	{ id: '0210_carts', sql: carts },
	{ id: '0211_cart_items', sql: cartItems },
	{ id: '0212_cart_holds', sql: cartHolds },
	{ id: '0213_orders', sql: orders },
	{ id: '0214_travel_agents_and_insurance', sql: travelAgentsAndInsurance },
	{ id: '0215_prepay_consent', sql: prepayConsent },
	{ id: '0216_guarantee_and_deposit', sql: guaranteeAndDeposit },
	{ id: '0217_room_cancellation', sql: roomCancellation },
	{ id: '0218_online_check_in', sql: onlineCheckIn },
	{ id: '0219_reservation_changes', sql: reservationChanges },
	{ id: '0220_property_alerts_and_banners', sql: propertyAlertsAndBanners },
	{ id: '0221_messages_and_recommendations', sql: messagesAndRecommendations },
	{ id: '0223_user_titles', sql: userTitles },
	{ id: '0224_translations', sql: translations },
	{ id: '0225_cart_guest_title', sql: cartGuestTitle },
	{ id: '0226_property_migration_status', sql: propertyMigrationStatus },
	{ id: '0227_order_refusals', sql: orderRefusals },
]
