import { buildSchema, type GraphQLSchema } from 'graphql'
import { SCHEMA_SDL } from '@meridian/upstream-contract/graphql-schema.ts'
import { attachResolvers } from './resolver-map.ts'
import { availabilityResolvers } from './resolvers/availability.ts'
import { currencyResolvers } from './resolvers/currency.ts'
import { cartResolvers } from './resolvers/carts.ts'
import { cartGuestResolvers } from './resolvers/cart-guest.ts'
import { cartPaymentResolvers } from './resolvers/cart-payment.ts'
import { orderResolvers } from './resolvers/orders.ts'
import { travelResolvers } from './resolvers/travel.ts'
import { shareResolvers } from './resolvers/share.ts'
import { joinNowResolvers } from './resolvers/join-now.ts'
import { buyPointsResolvers } from './resolvers/buy-points.ts'
import { confirmationOfferResolvers } from './resolvers/confirmation-offers.ts'
import { saveToTripsResolvers } from './resolvers/save-to-trips.ts'
import { stayEarningsResolvers } from './resolvers/stay-earnings.ts'
import { paymentMethodResolvers } from './resolvers/payment-methods.ts'
import { cancellationResolvers } from './resolvers/cancellation.ts'
import { modifyReservationResolvers } from './resolvers/modify-reservation.ts'
import { notificationResolvers } from './resolvers/notifications.ts'
import { roomUpgradeResolvers } from './resolvers/room-upgrade.ts'
import { checkInResolvers } from './resolvers/check-in.ts'
import { customerResolvers } from './resolvers/customer.ts'
import { flagResolvers } from './resolvers/flags.ts'
import { lookupResolvers } from './resolvers/lookups.ts'
import { pointsConversionResolvers } from './resolvers/points-conversion.ts'
import { productResolvers } from './resolvers/products.ts'
import { pageComponentResolvers } from './resolvers/page-components.ts'
import { profileResolvers } from './resolvers/profile.ts'
import { promotionResolvers } from './resolvers/promotions.ts'
import { propertyResolvers } from './resolvers/property.ts'
import { redemptionResolvers } from './resolvers/redemption.ts'
import { reservationResolvers } from './resolvers/reservations.ts'
import { rewardsResolvers } from './resolvers/rewards.ts'
import { roomDetailsResolvers } from './resolvers/room-details.ts'
import { roomsAndRatesResolvers } from './resolvers/rooms-and-rates.ts'
import { savedPropertiesResolvers } from './resolvers/saved-properties.ts'
import { searchResolvers } from './resolvers/search.ts'
import { catalogueTextResolvers } from './resolvers/catalogue-texts.ts'
import { nightlyProductResolvers } from './resolvers/nightly-products.ts'
import { suggestedPlaceResolvers } from './resolvers/suggested-places.ts'

/** The data graph: the SDL with its resolvers, each family in its own module. */
export function graphSchema(): GraphQLSchema {
	return attachResolvers(
		buildSchema(SCHEMA_SDL),
		propertyResolvers,
		pageComponentResolvers,
		searchResolvers,
		roomsAndRatesResolvers,
		customerResolvers,
		savedPropertiesResolvers,
		reservationResolvers,
		rewardsResolvers,
		lookupResolvers,
		flagResolvers,
		productResolvers,
		roomDetailsResolvers,
		availabilityResolvers,
		currencyResolvers,
		cartResolvers,
		redemptionResolvers,
		cartGuestResolvers,
		cartPaymentResolvers,
		orderResolvers,
		travelResolvers,
		shareResolvers,
		joinNowResolvers,
		buyPointsResolvers,
		confirmationOfferResolvers,
		saveToTripsResolvers,
		stayEarningsResolvers,
		paymentMethodResolvers,
		cancellationResolvers,
		checkInResolvers,
		modifyReservationResolvers,
		notificationResolvers,
		roomUpgradeResolvers,
		profileResolvers,
		pointsConversionResolvers,
		promotionResolvers,
		catalogueTextResolvers,
		suggestedPlaceResolvers,
		nightlyProductResolvers,
	)
}
