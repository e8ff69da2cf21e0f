// The remaining operations of spec 001 §7's catalogue (user title, translate text,
// suggested places, nightly products), as an extension of the data graph's Query.
export const CATALOGUE_SDL = /* GraphQL */ `
	extend type Query {
		"User title (spec 001 §7): the name titles a guest may give, in accept-language's language, in the order to offer them."
		userTitles: [UserTitle!]!
		"Translate text (spec 001 §7): a text in the target language (a language code: es, en); the text unchanged, translated false, when the platform has no translation. At most 2000 characters (BAD_REQUEST beyond)."
		translateText(input: TranslateTextInput!): TranslatedText!
		"Suggested places (spec 001 §7, the destination search): cities, states and countries with hotels whose name starts with the query (any case, accents ignored), then those that contain it; most hotels first, then cities before states before countries; at most first (8, never more than 20). None for a query under 2 characters."
		suggestedPlaces(query: String!, first: Int = 8): [SuggestedPlace!]!
		"Nightly products (spec 001 §7): one product (rate plan and room type) of a stay, night by night, for one room. Status as searchProductsByProperty's, and NOT_FOUND when the hotel does not offer that product for the stay."
		nightlyProducts(input: NightlyProductsInput!): NightlyProductsResult!
	}

	extend input CartGuestInput {
		"One of userTitles' codes (any case); BAD_REQUEST (field title) for another. Null or absent: none."
		title: String
	}

	extend type CartGuest {
		"The guest's name title (a userTitles code), or null."
		title: String
	}

	type UserTitle {
		"MR, MRS, MS, MX, DR, PROF."
		code: String!
		description: String!
	}

	input TranslateTextInput {
		text: String!
		targetLanguage: String!
	}

	type TranslatedText {
		text: String!
		language: String!
		translated: Boolean!
	}

	enum SuggestedPlaceKind {
		CITY
		STATE
		COUNTRY
	}

	type SuggestedPlace {
		kind: SuggestedPlaceKind!
		"What to search for: the city, state or country as the catalogue writes it."
		name: String!
		"The place with what contains it, to tell places of one name apart: 'Portland, Oregon, United States'."
		description: String!
		countryCode: String!
		hotelCount: Int!
	}

	input NightlyProductsInput {
		propertyId: ID!
		ratePlanCode: String!
		roomCode: String!
		checkInDate: String!
		checkOutDate: String!
		rooms: [RoomOccupancyInput!]!
	}

	type NightlyProductsResult {
		status: [ResponseStatus!]!
		"The hotel's currency."
		currency: String!
		nights: [NightlyProduct!]!
	}

	type NightlyProduct {
		date: String!
		"One room, before taxes."
		rate: Money!
		taxes: Money!
		total: Money!
		"Points for the night on a redemption plan, else null."
		points: Int
	}
`
