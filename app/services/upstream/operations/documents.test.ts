import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import { SCHEMA_SDL } from '@meridian/upstream-contract/graphql-schema.ts'
import type { Operation } from '../graphql.server.ts'
import * as booking from './booking.server.ts'
import * as cart from './cart.server.ts'
import * as catalogue from './catalogue.server.ts'
import * as customer from './customer.server.ts'
import * as memberProfile from './member-profile.server.ts'
import * as order from './order.server.ts'
import * as pageComponents from './page-components.server.ts'
import * as paymentMethods from './payment-methods.server.ts'
import * as points from './points.server.ts'
import * as property from './property.server.ts'
import * as reference from './reference.server.ts'
import * as reservation from './reservation.server.ts'
import * as reservationChanges from './reservation-changes.server.ts'
import * as rewards from './rewards.server.ts'
import * as roomUpgrade from './room-upgrade.server.ts'
import * as search from './search.server.ts'

// Every document the client can send validates against the sandbox's schema, so the
// client and the sandbox cannot drift apart unnoticed.
const operations = [
	property,
	customer,
	memberProfile,
	reference,
	search,
	cart,
	reservation,
	reservationChanges,
	rewards,
	roomUpgrade,
	booking,
	order,
	paymentMethods,
	points,
	pageComponents,
	catalogue,
].flatMap((family) => Object.values(family).filter((value): value is Operation<unknown> => typeof value === 'object' && 'document' in value))

const upstreamSchema = buildSchema(SCHEMA_SDL)

describe('operation documents', () => {
	it('covers every operation of the contract', () => {
		expect(operations.map((operation) => operation.name).sort()).toEqual([
			'PhoenixBookAcceptRoomUpgrade',
			'PhoenixBookAddCartPayment',
			'PhoenixBookAddCartSavedPayment',
			'PhoenixBookAlerts',
			'PhoenixBookAvailabilityCalendar',
			'PhoenixBookBrandProperties',
			'PhoenixBookBuyPoints',
			'PhoenixBookCancelReservation',
			'PhoenixBookCancellationPolicy',
			'PhoenixBookCart',
			'PhoenixBookCheckInNow',
			'PhoenixBookConfirmationOffers',
			'PhoenixBookConvertPoints',
			'PhoenixBookCreateCart',
			'PhoenixBookCreateOrder',
			'PhoenixBookCurrencyChange',
			'PhoenixBookCurrencyExchange',
			'PhoenixBookCustomerReservations',
			'PhoenixBookDTTHotelHeaderData',
			'PhoenixBookDefaultSelection',
			'PhoenixBookDeleteCart',
			'PhoenixBookExtendCartExpiration',
			'PhoenixBookFeatureFlags',
			'PhoenixBookHeroBanner',
			'PhoenixBookHotelHeaderCustomerData',
			'PhoenixBookJoinNow',
			'PhoenixBookLookupRewards',
			'PhoenixBookLookupsByType',
			'PhoenixBookMemberInformation',
			'PhoenixBookMemberProfile',
			'PhoenixBookMessages',
			'PhoenixBookNightlyProducts',
			'PhoenixBookNotificationStatus',
			'PhoenixBookOrderDetails',
			'PhoenixBookPaymentMethods',
			'PhoenixBookPromotions',
			'PhoenixBookRateDetails',
			'PhoenixBookRecommendedProduct',
			'PhoenixBookRedemptionData',
			'PhoenixBookRegisterForPromotion',
			'PhoenixBookReservationDetails',
			'PhoenixBookReservationLookup',
			'PhoenixBookRoomFeatures',
			'PhoenixBookRoomImages',
			'PhoenixBookRoomUpgradeData',
			'PhoenixBookSaveReservationToTrips',
			'PhoenixBookSearchAvailability',
			'PhoenixBookSearchErsProductsByProperty',
			'PhoenixBookSearchProductsByProperty',
			'PhoenixBookSearchProperties',
			'PhoenixBookSendMobilePhoneCode',
			'PhoenixBookShareReservation',
			'PhoenixBookStayDate',
			'PhoenixBookStayEarnings',
			'PhoenixBookStickyBar',
			'PhoenixBookSuggestedPlaces',
			'PhoenixBookTranslateText',
			'PhoenixBookTravelInsuranceQuote',
			'PhoenixBookUpdateCart',
			'PhoenixBookUpdateCartExpiration',
			'PhoenixBookUpdateCartGuest',
			'PhoenixBookUpdateCustomerProfile',
			'PhoenixBookUpdateEarningPreference',
			'PhoenixBookUpdateReservationChanges',
			'PhoenixBookUpdateSaveProperties',
			'PhoenixBookUserTitle',
			'PhoenixBookVerifyMobilePhone',
			'PropertyBarQuery',
			'PropertyBarQueryAuth',
		])
	})

	it.each(operations.map((operation) => [operation.name, operation] as const))('%s validates against schema.graphql', (_name, operation) => {
		const errors = validate(upstreamSchema, parse(operation.document))
		expect(errors.map((error) => error.message)).toEqual([])
	})

	it('knows which operations are writes', () => {
		const writes = operations.filter((operation) => operation.kind === 'mutation').map((operation) => operation.name)
		expect(writes.sort()).toEqual([
			'PhoenixBookAcceptRoomUpgrade',
			'PhoenixBookAddCartPayment',
			'PhoenixBookAddCartSavedPayment',
			'PhoenixBookBuyPoints',
			'PhoenixBookCancelReservation',
			'PhoenixBookCheckInNow',
			'PhoenixBookConvertPoints',
			'PhoenixBookCreateCart',
			'PhoenixBookCreateOrder',
			'PhoenixBookDeleteCart',
			'PhoenixBookExtendCartExpiration',
			'PhoenixBookJoinNow',
			'PhoenixBookRegisterForPromotion',
			'PhoenixBookSaveReservationToTrips',
			'PhoenixBookSendMobilePhoneCode',
			'PhoenixBookShareReservation',
			'PhoenixBookUpdateCart',
			'PhoenixBookUpdateCartExpiration',
			'PhoenixBookUpdateCartGuest',
			'PhoenixBookUpdateCustomerProfile',
			'PhoenixBookUpdateEarningPreference',
			'PhoenixBookUpdateReservationChanges',
			'PhoenixBookUpdateSaveProperties',
			'PhoenixBookVerifyMobilePhone',
		])
	})
})
