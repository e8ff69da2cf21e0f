// The sandbox upstream's GraphQL schema: the part of the platform's data graph this
// product reads. It lives in a module rather than a .graphql file so that the bundled
// sandbox (server-build/sandbox.js) carries it with no file to find at run time.
// Additions only: a field the app reads is never renamed or removed.
export const SCHEMA_SDL = /* GraphQL */ `
type Query {
  property(id: ID!): Property
  customer(id: ID!): Customer
  lookupsByType(type: LookupType!, countryCode: String): [Lookup!]!
  featureFlags(names: [String!]!): [FeatureFlag!]!
  "A reservation by its confirmation number and the guest's surname (reservation lookup)."
  reservation(confirmationNumber: String!, surname: String!): Reservation
  "Hotels whose name, city, state or country contains the destination (any case), by name; at most 50."
  searchProperties(destination: String!, first: Int = 20): [Property!]!
}

type Mutation {
  updateCustomerSavedProperties(input: UpdateSavedPropertiesInput!): UpdateSavedPropertiesPayload!
}

type Property {
  id: ID!
  seoNickname: String!
  basicInformation: PropertyBasicInformation!
  contactInformation: PropertyContactInformation!
  reviews: PropertyReviews!
  media: PropertyMedia!
  rooms: [Room!]!
  "Rate plans, by tab. Corporate and group plans appear only for their own code."
  rates(tab: RateTab, corporateCode: String, groupCode: String): [RatePlan!]!
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
  "The member's reservations, earliest arrival first."
  reservations: [Reservation!]!
}

type SavedProperty {
  id: ID!
}

type CustomerProfile {
  givenName: String!
  surname: String!
  localizedGivenName: String
  localizedSurname: String
  email: String!
}

type LoyaltyInformation {
  memberNumber: String!
  levelCode: String!
  levelTypeCode: String!
  tier: String!
  currentPointBalance: Int!
  nightsThisYear: Int!
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
  guest: ReservationGuest!
  rooms: [ReservedRoom!]!
  "Cash for the whole stay, all rooms, before taxes."
  total: Money!
  totalTaxes: Money!
  "Points for the whole stay when redeemed, else null."
  totalPoints: Int
  revisionNumber: Int!
}

type ReservationGuest {
  givenName: String!
  surname: String!
  email: String!
  "Null for a guest who is not a member."
  customerId: ID
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
