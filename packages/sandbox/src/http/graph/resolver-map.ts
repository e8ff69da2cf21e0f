import { isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql'
import type { GraphContext } from './context.ts'

// Resolvers by type and field, as graphql-tools writes them; the schema itself comes
// from the SDL, so the two are joined here.
export type Resolver = GraphQLFieldResolver<any, GraphContext, any>
export type Resolvers = Record<string, Record<string, Resolver>>

export function attachResolvers(schema: GraphQLSchema, ...maps: Resolvers[]): GraphQLSchema {
	for (const map of maps) {
		for (const [typeName, fields] of Object.entries(map)) {
			const type = schema.getType(typeName)
			if (!isObjectType(type)) throw new Error(`Resolvers for ${typeName}, which the schema has not as an object type`)
			const schemaFields = type.getFields()
			for (const [fieldName, resolve] of Object.entries(fields)) {
				const field = schemaFields[fieldName]
				if (!field) throw new Error(`Resolver for ${typeName}.${fieldName}, which the schema does not have`)
				field.resolve = resolve
			}
		}
	}
	return schema
}
