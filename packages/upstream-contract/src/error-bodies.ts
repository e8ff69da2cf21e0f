import { z } from 'zod'

// The error envelope the data graph and the REST services answer with. Read leniently:
// what matters is the code; anything else about an error is only for the log.

export const GraphQLErrorSchema = z.object({
	message: z.string().default(''),
	path: z.array(z.union([z.string(), z.number()])).optional(),
	extensions: z.object({ code: z.string().optional() }).passthrough().optional(),
})
export type GraphQLErrorBody = z.infer<typeof GraphQLErrorSchema>

export const GraphQLErrorsSchema = z.array(GraphQLErrorSchema)

export const ServiceErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() }).passthrough()
