import { buildSchema } from 'graphql'
import { SCHEMA_SDL } from '@meridian/upstream-contract/graphql-schema.ts'

// The sandbox's schema is the one the mock executes against and the client's documents
// are validated against, so the three cannot drift apart.
export const upstreamSchema = buildSchema(SCHEMA_SDL)
