import { z } from 'zod'
import {
	NightlyProductsResultSchema,
	SuggestedPlaceSchema,
	TranslatedTextSchema,
	UserTitleSchema,
	type NightlyProduct,
	type SuggestedPlace,
	type TranslatedText,
	type UserTitle,
} from '@meridian/upstream-contract/catalogue.ts'
import type { CallOptions, UpstreamContext } from '../context.server.ts'
import { defineOperation, runOperation } from '../graphql.server.ts'
import { MONEY, STATUS } from './booking-selections.server.ts'

// The last of spec 001 §7's catalogue: user title (the guest form's title choice),
// translate text (texts the catalogue keeps in English only), suggested places (the
// destination search) and nightly products (a rate night by night).

export const PhoenixBookUserTitle = defineOperation(
	/* GraphQL */ `
		query PhoenixBookUserTitle {
			userTitles {
				code
				description
			}
		}
	`,
	z.object({ userTitles: z.array(UserTitleSchema) }),
)

export const PhoenixBookTranslateText = defineOperation(
	/* GraphQL */ `
		query PhoenixBookTranslateText($input: TranslateTextInput!) {
			translateText(input: $input) {
				text
				language
				translated
			}
		}
	`,
	z.object({ translateText: TranslatedTextSchema }),
)

export const PhoenixBookSuggestedPlaces = defineOperation(
	/* GraphQL */ `
		query PhoenixBookSuggestedPlaces($query: String!, $first: Int) {
			suggestedPlaces(query: $query, first: $first) {
				kind
				name
				description
				countryCode
				hotelCount
			}
		}
	`,
	z.object({ suggestedPlaces: z.array(SuggestedPlaceSchema) }),
)

export const PhoenixBookNightlyProducts = defineOperation(
	`query PhoenixBookNightlyProducts($input: NightlyProductsInput!) {
		nightlyProducts(input: $input) { ${STATUS} currency nights { date rate { ${MONEY} } taxes { ${MONEY} } total { ${MONEY} } points } }
	}`,
	z.object({ nightlyProducts: NightlyProductsResultSchema }),
)

/** The name titles a guest may give, in the visitor's language. */
export async function fetchUserTitles(ctx: UpstreamContext, options?: CallOptions): Promise<UserTitle[]> {
	const { userTitles } = await runOperation(PhoenixBookUserTitle, {}, ctx, options)
	return userTitles
}

/** A text in another language (a language code: es); the text unchanged, translated false, when the platform has none. */
export async function translateText(text: string, targetLanguage: string, ctx: UpstreamContext, options?: CallOptions): Promise<TranslatedText> {
	const { translateText: answer } = await runOperation(PhoenixBookTranslateText, { input: { text, targetLanguage } }, ctx, options)
	return answer
}

/** Places with hotels for what a visitor has typed, the likeliest first. */
export async function fetchSuggestedPlaces(
	query: string,
	ctx: UpstreamContext,
	{ first, ...options }: CallOptions & { first?: number } = {},
): Promise<SuggestedPlace[]> {
	const { suggestedPlaces } = await runOperation(PhoenixBookSuggestedPlaces, { query, first }, ctx, options)
	return suggestedPlaces
}

export type NightlyProductsRequest = {
	propertyId: string
	ratePlanCode: string
	roomCode: string
	checkInDate: string
	checkOutDate: string
	rooms: Array<{ adults: number; children?: number }>
}

/** One product night by night for one room; null when the stay cannot be priced or the hotel does not offer it. */
export async function fetchNightlyProducts(
	input: NightlyProductsRequest,
	ctx: UpstreamContext,
	options?: CallOptions,
): Promise<{ currency: string; nights: NightlyProduct[] } | null> {
	const { nightlyProducts } = await runOperation(PhoenixBookNightlyProducts, { input }, ctx, options)
	if (nightlyProducts.status[0]?.code !== 'SUCCESS') return null
	return { currency: nightlyProducts.currency, nights: nightlyProducts.nights }
}
