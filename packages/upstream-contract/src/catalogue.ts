import { z } from 'zod'
import { MoneySchema } from './booking.ts'
import { ResponseStatusSchema } from './customer.ts'

// Answers of the last catalogue operations (graphql-schema-catalogue.ts): user title,
// translate text, suggested places, nightly products.

export const UserTitleSchema = z.object({ code: z.string(), description: z.string() })
export type UserTitle = z.infer<typeof UserTitleSchema>

export const TranslatedTextSchema = z.object({ text: z.string(), language: z.string(), translated: z.boolean() })
export type TranslatedText = z.infer<typeof TranslatedTextSchema>

export const SuggestedPlaceSchema = z.object({
	kind: z.enum(['CITY', 'STATE', 'COUNTRY']),
	name: z.string(),
	description: z.string(),
	countryCode: z.string(),
	hotelCount: z.number().int(),
})
export type SuggestedPlace = z.infer<typeof SuggestedPlaceSchema>

export const NightlyProductSchema = z.object({
	date: z.string(),
	rate: MoneySchema,
	taxes: MoneySchema,
	total: MoneySchema,
	points: z.number().int().nullish(),
})
export type NightlyProduct = z.infer<typeof NightlyProductSchema>

export const NightlyProductsResultSchema = z.object({
	status: z.array(ResponseStatusSchema).min(1),
	currency: z.string(),
	nights: z.array(NightlyProductSchema),
})
