import { buildSchema } from 'graphql'
import { SCHEMA_SDL } from '#server/sandbox/graphql/schema.ts'

// The sandbox's schema is the one the mock executes against and the client's documents
// are validated against, so the three cannot drift apart.
export const upstreamSchema = buildSchema(SCHEMA_SDL)
