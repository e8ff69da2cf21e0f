import { z } from 'zod'

/** The page context the data layer is asked about (spec 000 §7); extra keys are allowed. */
export type DataLayerContext = {
	marshaCode?: string
	localeKey: string
	siteName: string
	pageURI: string
	event?: string
	[key: string]: string | number | boolean | undefined
}

export const DataLayerSchema = z.object({
	component: z.object({
		data: z.object({
			dataProperties: z.array(z.object({ key: z.string(), value: z.unknown() })),
			mvpOfferList: z.array(z.unknown()),
		}),
	}),
})
export type DataLayer = z.infer<typeof DataLayerSchema>['component']['data']
