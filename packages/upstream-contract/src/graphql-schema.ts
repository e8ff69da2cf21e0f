// The platform's data graph as far as this product reads it: the sandbox serves it, the
// app's persisted documents are checked against it, msw answers with it. A module rather
// than a .graphql file, so that a bundle (packages/sandbox/dist/main.js) carries it with it.
// Additions only: a field the app reads is never renamed or removed.
import { CATALOGUE_SDL } from './graphql-schema-catalogue.ts'

const CORE_SDL = /* GraphQL */ `
	type Query {
		property(id: ID!): Property
		"The customer the bearer token speaks for. A remember-me token (access-type remember-me) reads what a remembered member may (profile, loyalty figures, saved hotels), not reservations; every operation for a member but updateSavedProperties needs them signed in (an access token), else UNAUTHORIZED."
		customer(id: ID!): Customer
		lookupsByType(type: LookupType!, countryCode: String): [Lookup!]!
		featureFlags(names: [String!]!): [FeatureFlag!]!
		"A reservation by its confirmation number and the guest's surname (reservation lookup)."
		reservation(confirmationNumber: String!, surname: String!): Reservation
		"Hotels whose name, city, state or country contains the destination (any case), by name; at most 50."
		searchProperties(destination: String!, first: Int = 20): [Property!]!
		"Hotels of these brands (a brand's own landing page), by name; a destination narrows them as searchProperties does; at most 50."
		brandProperties(brandCodes: [String!]!, destination: String, first: Int = 50): [Property!]!
		"Rooms and rates bookable for a stay at one hotel (spec 001: search products by property, ERS and non-ERS)."
		searchProductsByProperty(input: ProductSearchInput!): ProductSearchResult!
		"Hotels near a destination with their lowest nightly rate for a stay (find hotels); pages of pageSize."
		searchAvailability(input: AvailabilitySearchInput!): AvailabilitySearchResult!
		"One night's lowest rate and availability per day, from a date, for a calendar."
		availabilityCalendar(propertyId: ID!, startDate: String!, days: Int = 31, rooms: Int = 1, adultsPerRoom: Int = 1): [CalendarDay!]!
		"What the rate list shows when the guest has chosen nothing yet."
		defaultSelection(propertyId: ID!): DefaultSelection!
		"The currencies prices may be shown in (spec 001 section 9), with their decimal points."
		currencies: [Currency!]!
		"Currency exchange: one amount into another currency (spec 001 section 3, currency conversion input)."
		currencyExchange(input: CurrencyConversionInput!): Money!
		"A cart by id; an expired or unknown cart is the error CART_VALIDATION_FAILED_OR_EXPIRED."
		cart(id: ID!): Cart!
		"Points for a cart or a product against a member's balance (redemption panel)."
		redemptionData(customerId: ID!, cartId: ID, pointsRequired: Int): RedemptionData!
		"An order by id (its id is the guest's proof of having placed it: it never leaves the session). Null when unknown."
		order(id: ID!): Order
		"Travel insurance for the cart's stay (spec 001 §7 travel insurance quote): what it costs and covers."
		travelInsuranceQuote(cartId: ID!): TravelInsuranceQuote!
		"A travel agent by IATA number (spec 001 §7 AAA validate): E_BAD_IATA for a number no agency has."
		travelAgent(iataNumber: String!): TravelAgent!
		"What the confirmation offers beside the booking (spec 001 §2 confirmation flow: co-branded credit card, cross-sell and upsell, branded banner), for the holder of the order id, in accept-language's language."
		confirmationOffers(orderId: ID!): [ConfirmationOffer!]!
		"What the order's stay earns in points (spec 001 §2 earnWhileYouSleep), for the holder of the order id: the bonus is the tier's of the signed-in member the bearer token speaks for, none for a guest or a member only remembered. Null for an unknown order."
		stayEarnings(orderId: ID!): StayEarnings
		"The saved cards of the member the bearer token speaks for (spec 001 §7 payment methods, customer payment info), the default first; none for a guest or a member only remembered (not signed in)."
		paymentMethods: [PaymentMethod!]!
		"Notification status (spec 001 §7): the messages sent about a reservation (confirmation, changes, shares, cancellations), oldest first, recipients masked; for the holder of the number and the surname (reservation.not.found otherwise)."
		reservationNotifications(confirmationNumber: String!, surname: String!): [ReservationNotification!]!
		"Room upgrade data (spec 001 §7): for each room of a confirmed stay not yet begun and paid by card, the dearer room types at its rate the hotel has for every night, with the difference (taxes included) per night and for the stay; none for a points stay. For the holder of the number and the surname (reservation.not.found otherwise)."
		roomUpgradeOffers(confirmationNumber: String!, surname: String!): [RoomUpgradeOffer!]!
		"The airlines points convert to."
		conversionPartners: [ConversionPartner!]!
		"Promotions open for registration today, or the one named by code (open or not)."
		promotions(code: ID): [Promotion!]!
		"Lookup rewards (spec 001 §7): the Meridian Rewards member with this number (spaces ignored) whose surname is lastName (any case, with or without accents), for a guest who adds a member number while booking. Null when the number is unknown or the surname is not the member's: one answer for both, so neither is confirmed."
		lookupRewards(memberNumber: String!, lastName: String!): RewardsMember
		"Hero banner (spec 001 §7): the banner card of a hotel's page in accept-language's language; null when it has none."
		heroBanner(propertyId: ID!): BannerCard
		"Alerts (spec 001 §7): the hotel's notices current on the platform's today, most severe first."
		alerts(propertyId: ID!): [PropertyAlert!]!
		"Messages (spec 001 §7): authored messages for a placement on a page, the hotel's own first, then those for every hotel."
		messages(placement: String!, propertyId: ID): [ContentMessage!]!
		"Recommended product by preference (spec 001 §7): the room type a hotel recommends for a preference; null when it has none."
		recommendedProduct(propertyId: ID!, preference: String!): RecommendedProduct
	}

	"A banner card (spec 000 §3)."
	type BannerCard {
		type: String!
		target: String
		ctaLink: String
		image: BannerImage!
		cardTitle: String!
		cardDescription: String!
		cardCTA: BannerCta!
		tagLine: String
		tibannerTitle: String
	}

	type BannerImage {
		damPath: String!
		altText: String!
		renditions: [String!]
		dynamic: Boolean
	}

	type BannerCta {
		ctaLink: String!
		ctaText: String!
		target: String
	}

	type PropertyAlert {
		id: ID!
		"critical, warning or info."
		severity: String!
		title: String!
		message: String!
		startDate: String!
		endDate: String!
	}

	type ContentMessage {
		id: ID!
		placement: String!
		title: String!
		body: String!
		ctaText: String
		ctaLink: String
	}

	type RecommendedProduct {
		propertyId: ID!
		preference: String!
		roomTypeCode: String!
		name: String!
		description: String!
	}

	"A member as a guest booking may see them: enough to confirm the number, nothing more."
	type RewardsMember {
		memberNumber: String!
		"The tier: member, silver, gold, platinum, titanium or ambassador."
		tierCode: String!
		"The given name only."
		firstName: String!
	}

	type PaymentMethod {
		id: ID!
		"visa, mastercard, amex, discover, diners or jcb."
		network: String!
		lastFour: String!
		expiryMonth: Int!
		expiryYear: Int!
		cardholderName: String!
		isDefault: Boolean!
	}

	input SavedPaymentInput {
		cartId: ID!
		"One of the member's paymentMethods: the card on file, paid with by the token the platform keeps (no security code travels)."
		paymentMethodId: ID!
	}

	type StayEarnings {
		"Paid with points: it earns none."
		redemption: Boolean!
		"The room charges before taxes, in US dollars: what base points are earned on."
		qualifyingSpend: Money!
		basePoints: Int!
		bonusPoints: Int!
		"The tier the bonus is for; null when a guest asks."
		tier: String
	}

	enum ConfirmationOfferType {
		CO_BRAND_CARD
		CROSS_SELL
		UPSELL
		BRANDED_BANNER
	}

	type ConfirmationOffer {
		type: ConfirmationOfferType!
		title: String!
		description: String!
		ctaText: String!
		"A path of this site, or an https address of another one."
		ctaLink: String!
	}

	type Mutation {
		updateCustomerSavedProperties(input: UpdateSavedPropertiesInput!): UpdateSavedPropertiesPayload!
		"A new cart holding one product for a stay; it expires after the cart lifetime (15 minutes by default)."
		createCart(input: CreateCartInput!): CartPayload!
		"Replaces the cart's selection; revisionNumber must be the cart's current one (else CONFLICT)."
		updateCart(input: UpdateCartInput!): CartPayload!
		deleteCart(id: ID!): CartPayload!
		"Pushes the expiry back by one cart lifetime from now (the guest asked for more time)."
		extendCartExpiration(id: ID!): CartPayload!
		"Sets the expiry to seconds from now, at most one cart lifetime."
		updateCartExpiration(id: ID!, expiresInSeconds: Int!): CartPayload!
		"Associates the guest who will stay with the cart (spec 001 §7 associate profile with cart), with room requests; a cart with no member becomes the member's the bearer token speaks for. BAD_REQUEST names the field."
		updateCartGuest(input: CartGuestInput!): CartPayload!
		"Authorizes a card for the cart. The number and CVV go no further than this call: the cart keeps the network, the last four digits and the expiry. PAYMENT_DECLINED when the issuer refuses; BAD_REQUEST names the field."
		addCartPayment(input: CartPaymentInput!): CartPayload!
		"Pays for the cart with one of the signed-in member's saved cards and its security code. UNAUTHORIZED without a member; NOT_FOUND (field paymentMethodId) for a card that is not theirs; BAD_REQUEST (field cvv, or paymentMethodId for an expired card)."
		addCartSavedPayment(input: SavedPaymentInput!): CartPayload!
		"Books the cart: one order, one reservation (one confirmation number for all its rooms). The same idempotencyKey answers the same order; another key for a cart already booked is E_DOUBLE_CLICK. 427 when a room sold out meanwhile; BAD_REQUEST when the cart has no guest or payment yet, or (field prepayConsent) a prepaid rate without the guest's consent."
		createOrder(input: CreateOrderInput!): OrderPayload!
		"Sends the stay's details by e-mail or text message (spec 001 §7 share by SMS and e-mail) for the holder of the order id. BAD_REQUEST names the recipient; LIMIT_EXCEEDED after 5 shares of one order."
		shareReservation(input: ShareReservationInput!): ShareReservationPayload!
		"Join the loyalty programme (spec 001 §7 join now; spec 000 join page): a new member account; a named cart or a guest's order becomes the new member's. email.duplicate.account, phone.duplicate.account (field smsPhone) or email.phone.duplicate.account when they have accounts; INVALID_PARTNER_NUMBER (field partnerNumber); UNPROCESSABLE_ENTITY (field givenName) for a name not in Latin letters; BAD_REQUEST (field) for a password outside the rules, an SMS number of the wrong length, or a country where online join is not allowed (CU, KP, SY, IR)."
		joinNow(input: JoinNowInput!): JoinNowPayload!
		"Buys points for the member the bearer token speaks for (spec 001 top-up pages): in steps of 1,000, at most 50,000, charged to the card, 100,000 a calendar year at most. PAYMENT_DECLINED, PURCHASE_LIMIT_ERROR (field points), BAD_REQUEST (field), UNAUTHORIZED."
		buyPoints(input: BuyPointsInput!): BuyPointsPayload!
		"Saves a guest's reservation to the trips of the member the bearer token speaks for (spec 001 §2 saveToMyTrips), for the holder of the order id. SUCCESS when it is theirs already; CONFLICT when it is another member's; UNAUTHORIZED without a member."
		saveReservationToTrips(orderId: ID!): SaveToTripsPayload!
		"Cancels rooms of a reservation, or all of it (spec 001 §2 cancel room, cancel all rooms), for the holder of its confirmation number and the guest's surname; the reservation is cancelled with its last room. reservation.not.found; E_ALREADY_CANCELLED (the reservation or the rooms named); E_MOD_DISALLOW once the stay has begun; BAD_REQUEST (field roomOrdinals) for a room it does not have."
		cancelReservation(input: CancelReservationInput!): ReservationPayload!
		"Checks the guest in online on the day of arrival (spec 001 check-in now), for the holder of the number and the surname, with the arrival time; before 14:00 (the SNA cut-off) that asks the hotel for an early check-in (earlyArrivalStatus requested). Again the same day changes the time. E_MOD_DISALLOW on any other day or for a cancelled stay; BAD_REQUEST (field arrivalTime)."
		checkInNow(input: CheckInInput!): ReservationPayload!
		"Applies a change cart (createCart with modifiesConfirmationNumber) to the reservation it names (spec 001 §7 updateReservationChanges): its dates, rooms and rate are replaced, in one transaction, for the holder of the number and the surname. The revision numbers are the ones the caller read: CONFLICT (field reservationRevisionNumber) when either is older than the stored one. E_MOD_DISALLOW for a cancelled reservation, a stay that has begun, or a cart at another hotel (field propertyId); BAD_REQUEST for a cart that changes another reservation (cartId), a change between points and card (ratePlanCode), a prepaid rate without consent (prepayConsent), too few points (points); 427 when the new stay no longer prices; CART_VALIDATION_FAILED_OR_EXPIRED for an expired cart. The same cart again, once applied, answers SUCCESS with the order as it is."
		updateReservationChanges(input: UpdateReservationChangesInput!): ReservationChangesPayload!
		"Moves one room of the reservation to an offered room type (roomUpgradeOffers), for the holder of the number and the surname. The same upgrade again answers SUCCESS. E_MOD_DISALLOW once the stay has begun, for a cancelled or points stay; 427 when the room type is no longer offered; BAD_REQUEST (field roomOrdinal); reservation.not.found."
		acceptRoomUpgrade(input: AcceptRoomUpgradeInput!): ReservationPayload!
		"Changes the profile of the member the bearer token speaks for (spec 000 §2 profile edit). A new mobile number is unverified until verifyMobilePhone. UNAUTHORIZED; BAD_REQUEST (field) for an empty or too long name, a number of the wrong length; phone.duplicate.account (field mobilePhone) when another account has it; UNPROCESSABLE_ENTITY (field givenName or surname) for a name not in Latin letters."
		updateCustomerProfile(input: UpdateCustomerProfileInput!): CustomerProfilePayload!
		"Texts a one-time code to the member's unverified mobile number (spec 000 §3 profile nudge); the answer carries the transaction id verifyMobilePhone needs. OTP_TOO_SOON within ONE_TIME_CODE.resendAfterSeconds; BAD_REQUEST without an unverified number; UNAUTHORIZED."
		sendMobilePhoneCode(input: CustomerIdInput!): MobilePhoneCodePayload!
		"Confirms the mobile number with the texted code. OTP_INVALID, OTP_EXPIRED, OTP_LOCKED (as for password reset); UNAUTHORIZED."
		verifyMobilePhone(input: VerifyMobilePhoneInput!): CustomerProfilePayload!
		"Sets what stays earn the member (points HP, or miles MI). UNAUTHORIZED."
		updateEarningPreference(input: UpdateEarningPreferenceInput!): EarningPreferencePayload!
		"Converts points to a partner airline's miles (POINTS_CONVERSION: at least minimumPoints, in steps of stepPoints, pointsPerMile points a mile), to the member's number in that airline's programme; the number is kept for the airline (CustomerProfile.partnerAccounts) and a later conversion may leave it out. INSUFFICIENT_POINTS (field points) beyond the balance; BAD_REQUEST (field points or partnerCode) outside the steps or for an unknown airline; INVALID_PARTNER_NUMBER (field partnerNumber) for a number that is not one; BAD_REQUEST (field partnerNumber) without a number when none is kept for the airline; UNAUTHORIZED."
		convertPoints(input: ConvertPointsInput!): ConvertPointsPayload!
		"Registers the member for a promotion (spec 000 /promotion). SUCCESS when registered already; NOT_FOUND (field promotionCode) for an unknown code; E_PROMOTION_CLOSED after its end date; UNAUTHORIZED."
		registerForPromotion(input: RegisterForPromotionInput!): PromotionPayload!
	}

	input CustomerIdInput {
		customerId: ID!
	}

	input UpdateCustomerProfileInput {
		customerId: ID!
		givenName: String!
		surname: String!
		"Digits with an optional leading +, E.164 from the app; null or empty removes it."
		mobilePhone: String
		communicationPreferences: CommunicationPreferencesInput!
	}

	input CommunicationPreferencesInput {
		email: Boolean!
		sms: Boolean!
	}

	type CustomerProfilePayload {
		status: [ResponseStatus!]!
		profile: CustomerProfile
	}

	type MobilePhoneCodePayload {
		status: [ResponseStatus!]!
		transactionId: ID
		lastFourDigits: String
	}

	input VerifyMobilePhoneInput {
		customerId: ID!
		transactionId: ID!
		code: String!
	}

	input UpdateEarningPreferenceInput {
		customerId: ID!
		earningPreference: EarningPreference!
	}

	type EarningPreferencePayload {
		status: [ResponseStatus!]!
		earningPreference: EarningPreference
	}

	input ConvertPointsInput {
		customerId: ID!
		partnerCode: ID!
		points: Int!
		"The member's number in the airline's programme (6 to 16 digits, Luhn check digit; spaces are dropped). Null or empty: the number kept for this airline."
		partnerNumber: String
	}

	type ConvertPointsPayload {
		status: [ResponseStatus!]!
		milesAwarded: Int
		"The balance after the conversion; null when refused."
		currentPointBalance: Int
	}

	input RegisterForPromotionInput {
		customerId: ID!
		promotionCode: ID!
	}

	type PromotionPayload {
		status: [ResponseStatus!]!
		promotion: Promotion
	}

	type RoomUpgradeOffer {
		roomOrdinal: Int!
		fromRoomCode: String!
		room: Room!
		"The difference per night, taxes included."
		extraPerNight: Money!
		extraTotal: Money!
	}

	input AcceptRoomUpgradeInput {
		confirmationNumber: String!
		surname: String!
		roomOrdinal: Int!
		roomCode: String!
	}

	input UpdateReservationChangesInput {
		cartId: ID!
		confirmationNumber: String!
		surname: String!
		reservationRevisionNumber: Int!
		"The order's revision number; null for a reservation booked without an order."
		orderRevisionNumber: Int
		"The guest accepts a prepaid rate's terms (needed when the new rate is prepaid)."
		prepayConsent: Boolean
	}

	type ReservationChangesPayload {
		status: [ResponseStatus!]!
		"The newer order: its revision number and each reservation's, to be matched by confirmation number."
		order: ChangedOrder
	}

	type ChangedOrder {
		"Null for a reservation booked without an order (the seeded ones, as by telephone)."
		orderRevisionNumber: Int
		items: [OrderItem!]!
	}

	enum CheckInStatus {
		CHECK_IN_ELIGIBLE
		CHECK_IN_MODIFIABLE
		CHECK_OUT_ELIGIBLE
		CHECKED_IN_HOUSE
	}

	input CheckInInput {
		confirmationNumber: String!
		surname: String!
		"HH:00, 00:00 to 23:00."
		arrivalTime: String!
	}

	input CancelReservationInput {
		confirmationNumber: String!
		surname: String!
		"The rooms to cancel by ordinal; none or empty: every room."
		roomOrdinals: [Int!]
	}

	type ReservationPayload {
		status: [ResponseStatus!]!
		reservation: Reservation
	}

	type SaveToTripsPayload {
		status: [ResponseStatus!]!
	}

	input BuyPointsInput {
		customerId: ID!
		points: Int!
		"The payment service's one-time token for this member's purchase (its session's reference: pointsPurchaseReference). BAD_REQUEST (field paymentToken) when it is unknown, used, expired or another's; PAYMENT_DECLINED when the issuer declines."
		paymentToken: String!
	}

	type BuyPointsPayload {
		status: [ResponseStatus!]!
		"The balance after the purchase; null when refused."
		currentPointBalance: Int
	}

	input JoinNowInput {
		givenName: String!
		surname: String!
		email: String!
		"RSA-OAEP under the sign-in key (as for sign-in), unless passwordEncrypted is false."
		password: String!
		passwordEncrypted: Boolean!
		countryCode: String!
		"A mobile number for texts, or null: E.164 (+34612345678) from the app; national digits are taken too."
		smsPhone: String
		"An airline or partner programme's member number, or null: INVALID_PARTNER_NUMBER when it is not one (6 to 16 digits, Luhn check digit)."
		partnerNumber: String
		cartId: ID
		"A guest's order: its stay joins the new member's trips (joinAndSaveReservation)."
		orderId: ID
		"A stay by its confirmation number (a join link's prefill, decryptEnrollmentData): it joins the new member's trips when it is a guest's and the surname is its guest's; else the member is made and the payload warns RESERVATION_NOT_LINKED."
		confirmationNumber: String
	}

	type JoinNowPayload {
		status: [ResponseStatus!]!
		customerId: ID
		memberNumber: String
	}

	type Property {
		id: ID!
		seoNickname: String!
		basicInformation: PropertyBasicInformation!
		contactInformation: PropertyContactInformation!
		reviews: PropertyReviews!
		media: PropertyMedia!
		"The cards the hotel takes (property payment information)."
		paymentInformation: PropertyPaymentInformation!
		"The hotel's migration status, which calls made for it send as uxl-migration-status; null when none is set."
		migrationStatus: String
		rooms: [Room!]!
		room(code: ID!): Room
		"One rate plan with its rules (rate details); null when the hotel has no such plan."
		ratePlan(code: ID!): RatePlan
		"Rate plans, by tab. Corporate and group plans appear only for their own code."
		rates(tab: RateTab, corporateCode: String, groupCode: String): [RatePlan!]!
	}

	type PropertyPaymentInformation {
		"Card networks in lower case (visa, mastercard, amex, discover, diners, jcb)."
		acceptedCards: [String!]!
	}

	type PropertyBasicInformation {
		name: String!
		brand: Brand!
		currency: String!
		latitude: Float!
		longitude: Float!
		coordinateSystem: String!
		isMax: Boolean!
		websiteUrl: String
		"IANA time zone of the hotel: its dates (arrival, check-in) are local dates there."
		timeZone: String!
	}

	type Brand {
		id: ID!
		name: String!
		isLuxury: Boolean!
	}

	type PropertyContactInformation {
		address: PostalAddress!
		contactNumbers: [ContactNumber!]!
	}

	type PostalAddress {
		line1: String!
		line2: String
		line3: String
		city: String!
		stateProvince: CodeDescription
		country: CodeDescription!
		postalCode: String
	}

	type CodeDescription {
		code: String!
		description: String!
	}

	type ContactNumber {
		type: CodeDescription!
		number: PhoneNumber!
	}

	type PhoneNumber {
		original: String!
		display: String!
	}

	type PropertyReviews {
		numberOfReviews: CountDescription!
		stars: CountDescription!
	}

	type CountDescription {
		count: Float!
		description: String
	}

	type PropertyMedia {
		primaryImage: ImageUrls
		hotelLogo: HotelLogo
	}

	type ImageUrls {
		wideHorizontal: String
	}

	type HotelLogo {
		imageSource: String
	}

	type Room {
		code: ID!
		name: String!
		description: String!
		bedType: String!
		maxOccupancy: Int!
		isSleepingRoom: Boolean!
		features: [RoomFeature!]!
		images: [RoomImage!]!
		"ERS attributes of the room pool (category.code is the ERS code)."
		attributes: [Attribute!]!
	}

	type RoomImage {
		"Path under the image cache domain."
		url: String!
		caption: String!
	}

	type Attribute {
		category: CodeDescription!
	}

	"A room attribute by its ERS code (spec 001 section 9), with the categories it belongs to."
	type RoomFeature {
		code: ID!
		description: String!
		categories: [String!]!
	}

	enum RateTab {
		STANDARD
		DEALS_AND_PACKAGES
		PREPAY
		SPECIAL_RATES
		REDEMPTION
		GROUP
	}

	enum SpecialRateType {
		AAA
		SENIOR
		GOVERNMENT
		CORPORATE
	}

	type RatePlan {
		code: ID!
		name: String!
		description: String!
		tab: RateTab!
		specialRateType: SpecialRateType
		corporateCode: String
		groupCode: String
		isMemberRate: Boolean!
		isPrepay: Boolean!
		cancellationPolicy: String!
		roomRates: [RoomRate!]!
		"Rule descriptions (spec 001 section 3), in the language of accept-language when translated."
		rules: RuleDescriptions!
		"Points rate: priced in points, no cash."
		isRedemption: Boolean!
		"How the room is held (spec 001 §9 guarantee types): 2, 3, 5, 19, 22, 25, 29, 30, 32 or 40 with .PMT; 5.PMT (a card) by default."
		guaranteeType: String!
		"Paid before the stay (spec 001 §9 deposit payment types): 1 the whole stay when booked, 4 the first night when booked, 8 the whole stay seven days before arrival; null when paid at the hotel."
		depositType: Int
	}

	type RuleDescriptions {
		descriptions: [String!]!
		localizedDescriptions: [LocalizedText!]!
	}

	type LocalizedText {
		translatedText: String!
	}

	input RoomOccupancyInput {
		adults: Int!
		children: Int! = 0
	}

	input ProductSearchInput {
		propertyId: ID!
		"Hotel-local dates, YYYY-MM-DD; check-out after check-in."
		checkInDate: String!
		checkOutDate: String!
		"One entry per room, at least one."
		rooms: [RoomOccupancyInput!]!
		tab: RateTab
		specialRateType: SpecialRateType
		corporateCode: String
		groupCode: String
		"Only points rates (tab REDEMPTION)."
		rewardsRedemption: Boolean = false
		"ERS search: products carry their room pool's attributes; same prices."
		ers: Boolean = false
	}

	type ProductSearchResult {
		"SUCCESS, or why nothing could be searched: invalidTravelDatesErrorText, E_TOO_MANY_NIGHTS, 427 (no rooms for these dates)."
		status: [ResponseStatus!]!
		property: Property!
		checkInDate: String!
		checkOutDate: String!
		lengthOfStay: Int!
		"The hotel's currency: what is charged."
		currency: String!
		products: [Product!]!
	}

	type Product {
		"ratePlanCode:roomCode"
		id: ID!
		room: Room!
		ratePlan: RatePlan!
		"Average per night, one room, before taxes."
		averageNightlyRate: Money!
		"The standard flexible rate of the same room per night, when this rate is lower; else null."
		wasNightlyRate: Money
		"Per-night prices of one room, before taxes (nightly products)."
		nightly: [NightlyPrice!]!
		"Whole stay, all rooms."
		totalBeforeTaxes: Money!
		totalTaxes: Money!
		totalWithTaxes: Money!
		pointsPerNight: Int
		"Whole stay, all rooms; null unless a points rate."
		totalPoints: Int
		"Rooms of this type left for the stay (the lowest night)."
		roomsLeft: Int!
	}

	type NightlyPrice {
		date: String!
		amount: Money!
	}

	enum AvailabilitySort {
		DISTANCE
		PRICE
		STARS
		NAME
	}

	input AvailabilitySearchInput {
		destination: String!
		checkInDate: String!
		checkOutDate: String!
		rooms: [RoomOccupancyInput!]!
		sortType: AvailabilitySort = DISTANCE
		"1-based."
		pageNumber: Int = 1
		pageSize: Int = 40
	}

	type AvailabilitySearchResult {
		status: [ResponseStatus!]!
		totalCount: Int!
		pageNumber: Int!
		pageSize: Int!
		results: [AvailabilityResult!]!
	}

	type AvailabilityResult {
		property: Property!
		"Miles from the destination's centre (the first matching hotel's city centre)."
		distanceInMiles: Float!
		available: Boolean!
		"Lowest average nightly rate before taxes on the standard tab; null when sold out."
		lowestNightlyRate: Money
	}

	type CalendarDay {
		date: String!
		available: Boolean!
		lowestNightlyRate: Money
	}

	type DefaultSelection {
		"The hotel's tomorrow and the day after, in its time zone."
		checkInDate: String!
		checkOutDate: String!
		rooms: Int!
		adultsPerRoom: Int!
		tab: RateTab!
	}

	type Currency {
		code: ID!
		decimalPoint: Int!
	}

	input CurrencyConversionInput {
		fromCurrency: String!
		"Minor units of fromCurrency."
		value: Int!
		valueDecimalPoint: Int! = 2
		toCurrency: String!
	}

	input CreateCartInput {
		propertyId: ID!
		checkInDate: String!
		checkOutDate: String!
		rooms: [RoomOccupancyInput!]!
		ratePlanCode: ID!
		roomCode: ID!
		corporateCode: String
		groupCode: String
		"The member the cart is for; required for a points rate (with their bearer token)."
		customerId: ID
		"An existing reservation this cart would change (modify flow)."
		modifiesConfirmationNumber: String
	}

	input UpdateCartInput {
		id: ID!
		revisionNumber: Int!
		"When given, must be the cart's hotel (BAD_REQUEST otherwise): a cart never changes hotel."
		propertyId: ID
		checkInDate: String!
		checkOutDate: String!
		rooms: [RoomOccupancyInput!]!
		ratePlanCode: ID!
		roomCode: ID!
		corporateCode: String
		groupCode: String
		customerId: ID
	}

	type CartPayload {
		"SUCCESS; CONFLICT for a stale revisionNumber; 427 when the product is no longer available; E_TOO_MANY_NIGHTS, invalidTravelDatesErrorText."
		status: [ResponseStatus!]!
		"Null after deleteCart or when nothing was stored."
		cart: Cart
	}

	type Cart {
		id: ID!
		revisionNumber: Int!
		"ISO instant."
		expiresAt: String!
		property: Property!
		checkInDate: String!
		checkOutDate: String!
		lengthOfStay: Int!
		currency: String!
		customerId: ID
		modifiesConfirmationNumber: String
		items: [CartItem!]!
		subtotal: Money!
		totalTaxes: Money!
		total: Money!
		"Null unless a points rate."
		totalPoints: Int
		"Null until updateCartGuest."
		guest: CartGuest
		"Null until addCartPayment (a cash rate needs one to book; a points rate needs none)."
		payment: CartPayment
	}

	type CartGuest {
		givenName: String!
		surname: String!
		email: String!
		phone: String!
		address: Address!
		"HH:00, or null."
		arrivalTime: String
		comments: String
		"Special product and room-feature codes (CRIB, ROLLAWAY, PETFEE1, V9…), housekeeping J8 or J9."
		requestCodes: [String!]!
		"The travel agent who booked for the guest, or null."
		travelAgent: TravelAgent
		"True when travel insurance is added, false when declined, null when not asked yet. A changed selection (updateCart) clears it."
		travelInsurance: Boolean
		"The Meridian Rewards member number the guest gave (updateCartGuest), or null."
		memberNumber: String
	}

	type TravelAgent {
		iataNumber: String!
		"The agent's rate code: H77, YX3 or 7TA."
		code: String!
		name: String!
		"The rate names booked through this agent."
		rateNames: [String!]!
	}

	type TravelInsuranceQuote {
		premium: Money!
		provider: String!
		coverage: String!
	}

	type Address {
		line1: String
		line2: String
		city: String
		stateProvinceCode: String
		postalCode: String
		countryCode: String!
	}

	type CartPayment {
		"visa, mastercard, amex, discover, diners or jcb."
		network: String!
		lastFour: String!
		expiryMonth: Int!
		expiryYear: Int!
		cardholderName: String!
	}

	input AddressInput {
		line1: String
		line2: String
		city: String
		stateProvinceCode: String
		postalCode: String
		countryCode: String!
	}

	input CartGuestInput {
		cartId: ID!
		givenName: String!
		surname: String!
		email: String!
		"The guest's phone, E.164 (+447700900123) from the app."
		phone: String!
		address: AddressInput!
		arrivalTime: String
		comments: String
		requestCodes: [String!]
		"8 digits with its check digit; E_BAD_IATA (field travelAgentNumber) when no agency has it."
		travelAgentNumber: String
		travelInsurance: Boolean
		"The guest's consent to a prepaid rate's charge now, not refundable (spec 001 §7 prepay consent); createOrder needs it for a prepaid rate."
		prepayConsent: Boolean
		"A Meridian Rewards member's number (spaces ignored), for a guest booking without signing in: the stay earns that member's points and joins their trips when it is booked. NOT_FOUND (field memberNumber) unless it is a member's whose surname is the guest's (as lookupRewards); BAD_REQUEST (field memberNumber) on a cart that is another member's already. Null or absent: none (a number given before is dropped)."
		memberNumber: String
	}

	input CartPaymentInput {
		cartId: ID!
		"The payment service's one-time token for this cart (the card number and security code stay with the payment service). BAD_REQUEST (field paymentToken) when it is unknown, used, expired or another cart's; CARD_NOT_ACCEPTED (field cardNumber) for a network the hotel does not take; PAYMENT_DECLINED when the issuer declines."
		paymentToken: String!
		"A signed-in member keeps the card among their paymentMethods (not twice)."
		saveToProfile: Boolean
	}

	input CreateOrderInput {
		cartId: ID!
		"Chosen by the client once per review page: a repeat of the same submit books nothing new."
		idempotencyKey: String!
	}

	type OrderPayload {
		"SUCCESS; 427; E_DOUBLE_CLICK; E_MAX_BOOKINGS; PAYMENT_DECLINED; BAD_REQUEST."
		status: [ResponseStatus!]!
		order: Order
	}

	"An order (spec 001 §3): its revision number and one item per reservation."
	type Order {
		id: ID!
		orderRevisionNumber: Int!
		"ISO instant."
		createdAt: String!
		items: [OrderItem!]!
	}

	type OrderItem {
		basicInformation: OrderItemBasicInformation!
		reservationRevisionNumber: Int!
		reservation: Reservation!
	}

	enum ShareChannel {
		EMAIL
		SMS
	}

	input ShareReservationInput {
		"The order shared (the confirmation); or, without it, the reservation the number and the surname name (the upcoming reservation)."
		orderId: ID
		confirmationNumber: String
		surname: String
		channel: ShareChannel!
		"An e-mail address, or a phone number in international form (+ and 8 to 15 digits)."
		recipient: String!
		"An absolute http(s) link that opens the reservation (the encrypted lookup link): the e-mail carries it."
		lookupLink: String
	}

	type ShareReservationPayload {
		status: [ResponseStatus!]!
	}

	type OrderItemBasicInformation {
		confirmationNumber: ID!
	}

	type CartItem {
		ordinal: Int!
		adults: Int!
		children: Int!
		product: Product!
	}

	type RedemptionData {
		currentPointBalance: Int!
		pointsRequired: Int!
		"What the member lacks; 0 when the balance covers it."
		additionalPointsRequired: Int!
		"Points may be bought to cover the rest (at most 50,000 missing)."
		canBuyPoints: Boolean!
	}

	type RoomRate {
		room: Room!
		"Cash per night before taxes; zero on a redemption plan."
		nightlyRate: Money!
		taxesPerNight: Money!
		"Points per night on a redemption plan, else null."
		pointsPerNight: Int
	}

	"An amount in minor units: the amount is value / 10^valueDecimalPoint (spec 001 section 3)."
	type Money {
		value: Int!
		valueDecimalPoint: Int!
		currency: String!
	}

	type Customer {
		id: ID!
		revisionToken: String!
		savedProperties: [SavedProperty!]!
		profile: CustomerProfile!
		loyaltyInformation: LoyaltyInformation!
		"The member's reservations, earliest arrival first; UNAUTHORIZED unless the member is signed in (a remember-me token does not do)."
		reservations: [Reservation!]!
	}

	type SavedProperty {
		id: ID!
		"The hotel, for its name and page; null when the catalogue no longer has it."
		property: Property
	}

	type CustomerProfile {
		givenName: String!
		surname: String!
		localizedGivenName: String
		localizedSurname: String
		email: String!
		"The mobile number on file, shown by its last four digits only; null without one."
		mobilePhone: CustomerMobilePhone
		communicationPreferences: CommunicationPreferences!
		"Signing in asks for a code by e-mail or text as well (spec 000 §8 twoStepVerficationMsg)."
		twoStepVerification: Boolean!
		"The member's numbers in partner airlines' programmes, kept by conversions of points (convertPoints), in the order of conversionPartners."
		partnerAccounts: [PartnerAccount!]!
	}

	"A member's number in a partner airline's programme, as clients see it: never whole."
	type PartnerAccount {
		partnerCode: ID!
		"The last four digits behind four dots (••••1234)."
		maskedNumber: String!
	}

	type CustomerMobilePhone {
		lastFourDigits: String!
		"False until the member confirms the code texted to it (spec 000 §3 profile nudge, isNudgeVerify = not verified)."
		verified: Boolean!
	}

	"Offers and news the member agreed to receive (spec 000 §3 communication option)."
	type CommunicationPreferences {
		email: Boolean!
		sms: Boolean!
	}

	"What stays earn the member: Meridian points (HP) or airline miles (MI)."
	enum EarningPreference {
		HP
		MI
	}

	"An airline that takes Meridian points as miles (POINTS_CONVERSION gives the rate and the steps)."
	type ConversionPartner {
		code: ID!
		name: String!
	}

	type Promotion {
		code: ID!
		title: String!
		description: String!
		"First and last day to stay (YYYY-MM-DD)."
		startDate: String!
		endDate: String!
		"Whether the member the bearer token speaks for has registered; false without one."
		registered: Boolean!
	}

	type LoyaltyInformation {
		memberNumber: String!
		levelCode: String!
		levelTypeCode: String!
		tier: String!
		currentPointBalance: Int!
		nightsThisYear: Int!
		earningPreference: EarningPreference!
	}

	enum ReservationStatus {
		CONFIRMED
		CANCELLED
	}

	type Reservation {
		confirmationNumber: ID!
		status: ReservationStatus!
		property: Property!
		"Hotel-local dates, YYYY-MM-DD."
		checkInDate: String!
		checkOutDate: String!
		numberOfNights: Int!
		"Confirmed and arriving today, in the hotel's time zone."
		isCheckInEligible: Boolean!
		"Where the stay is in its check-in (spec 001 §4), by the hotel's today; null when none applies."
		checkInStatus: CheckInStatus
		"The arrival time the guest gave, HH:00."
		arrivalTime: String
		"The request to arrive before the SNA cut-off hour (spec 001 §4 sticky request statuses), or null."
		earlyArrivalStatus: String
		guest: ReservationGuest!
		rooms: [ReservedRoom!]!
		"Cash for the whole stay, all rooms, before taxes."
		total: Money!
		totalTaxes: Money!
		"Points for the whole stay when redeemed, else null."
		totalPoints: Int
		"Booked through a travel agent, else null."
		travelAgent: TravelAgent
		"The travel insurance premium when insurance was bought with the stay, else null."
		travelInsurance: Money
		revisionNumber: Int!
		"The revision number of the order that booked it; null for a reservation booked without one."
		orderRevisionNumber: Int
		"The room requests made with the stay (CRIB, ROLLAWAY, PETFEE1, PETFEE2, and the room preferences' codes)."
		requestCodes: [String!]!
	}

	type ReservationNotification {
		channel: ShareChannel!
		"Masked: j•••@example.com, or •••1234."
		recipient: String!
		subject: String!
		"ISO instant."
		sentAt: String!
	}

	type ReservationGuest {
		givenName: String!
		surname: String!
		email: String!
		"Null for a guest who is not a member."
		customerId: ID
		"The last four digits of the member number of the member the stay earns for (customerId); null for a guest's stay."
		memberNumberLastFour: String
	}

	type ReservedRoom {
		ordinal: Int!
		room: Room!
		ratePlan: RatePlan!
		adults: Int!
		children: Int!
		nightlyRate: Money!
		taxesPerNight: Money!
		pointsPerNight: Int
		"Cancelled on its own (cancelReservation with its ordinal), or with the whole reservation."
		cancelled: Boolean!
	}

	enum LookupType {
		COUNTRIES
		STATES
	}

	type Lookup {
		code: String!
		description: String!
	}

	type FeatureFlag {
		name: String!
		enabled: Boolean!
	}

	input SavedPropertyInput {
		id: ID!
	}

	input UpdateSavedPropertiesInput {
		id: ID!
		savedProperties: [SavedPropertyInput!]!
		revisionToken: String!
	}

	type ResponseStatus {
		httpStatus: Int!
		code: String!
		errors: [StatusMessage!]!
		warnings: [StatusMessage!]!
	}

	type StatusMessage {
		message: String!
		field: String
		id: String
		details: String
	}

	type UpdateSavedPropertiesPayload {
		status: [ResponseStatus!]!
		"What is stored after the call: the new list on success, the unchanged one otherwise."
		savedProperties: [SavedProperty!]!
		"The revision token that goes with savedProperties, for the next update."
		revisionToken: String!
	}
`

export const SCHEMA_SDL = `${CORE_SDL}\n${CATALOGUE_SDL}`
